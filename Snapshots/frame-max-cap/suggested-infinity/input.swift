import SwiftUI
import UIKit

struct PriceRow: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Total")
                .frame(maxWidth: UIScreen.main.bounds.width)
            Text("Tax")
                .frame(maxWidth: UIScreen.main.bounds.size.width, alignment: .leading)
            Text("Banner")
                .frame(maxHeight: UIScreen.main.bounds.height)
            Text("Note")
                .frame(maxWidth: UIScreen.main.bounds.width * 0.8)
        }
    }
}
