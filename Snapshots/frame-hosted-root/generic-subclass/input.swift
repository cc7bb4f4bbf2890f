import SwiftUI
import UIKit

struct Banner: View {
    var body: some View {
        Text("Sale").frame(width: UIScreen.main.bounds.width)
    }
}

final class BannerHost: UIHostingController<Banner> {}

struct Footer: View {
    var body: some View {
        Text("Terms").frame(width: UIScreen.main.bounds.width)
    }
}

struct Page: View {
    var body: some View {
        VStack { Footer() }
    }
}
