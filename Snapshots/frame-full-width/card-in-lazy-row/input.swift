import SwiftUI
import UIKit

struct PromoCarousel: View {
    let titles: [String]

    var body: some View {
        LazyHStack(spacing: 12) {
            ForEach(titles, id: \.self) { title in
                Text(title)
                    .frame(width: UIScreen.main.bounds.width)
            }
        }
    }
}
