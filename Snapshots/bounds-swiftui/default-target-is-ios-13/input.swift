import SwiftUI

struct GiftCardView: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(Color.orange)
            .frame(width: UIScreen.main.bounds.width * 0.85, height: 180)
    }
}
