import SwiftUI

struct AlertCard: View {
    let message: String

    var body: some View {
        Text(message)
            .padding()
            .frame(width: UIScreen.main.bounds.size.width * 0.9)
            .background(Color.white)
            .cornerRadius(12)
    }
}
