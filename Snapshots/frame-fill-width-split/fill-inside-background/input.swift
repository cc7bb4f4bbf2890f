import SwiftUI

struct Card: View {
    var body: some View {
        Text("Weekend")
            .padding()
            .background(
                Image("beach")
                    .resizable()
                    .scaledToFill()
                    .frame(width: UIScreen.main.bounds.width, height: 120)
            )
    }
}
