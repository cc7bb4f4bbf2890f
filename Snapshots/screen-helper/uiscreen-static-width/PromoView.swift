import SwiftUI

struct PromoView: View {
    var body: some View {
        Text("50% off")
            .frame(width: UIScreen.width - 40)
    }
}
