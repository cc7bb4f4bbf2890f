import SwiftUI

struct PromoTile: View {
    var body: some View {
        VStack {
            Color.orange
                .frame(width: UIScreen.main.bounds.width * 0.7, height: 200)
            Text("Summer sale")
                .frame(width: UIScreen.main.bounds.width * 0.5, alignment: .leading)
        }
    }
}
