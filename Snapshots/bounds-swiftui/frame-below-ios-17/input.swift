import SwiftUI

struct CouponCard: View {
    let code: String

    var body: some View {
        Text(code)
            .font(.headline)
            .frame(width: UIScreen.main.bounds.width * 0.8)
            .padding()
    }
}
