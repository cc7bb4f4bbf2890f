import SwiftUI
import UIKit

struct ScreenshotPager: View {
    let names: [String]

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(names, id: \.self) { name in
                    Image(name)
                        .frame(width: UIScreen.main.bounds.width)
                }
            }
        }
    }
}
