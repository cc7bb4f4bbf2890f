import SwiftUI
import UIKit

final class BannerStore {
    static let shared = BannerStore()
    var banner: UIView?
}

struct PromoView: View {
    var body: some View {
        Text("Sale")
            .onAppear { makeBanner() }
    }

    private func makeBanner() {
        let banner = UIImageView()
        banner.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 80)
        BannerStore.shared.banner = banner
    }
}

struct Home: View {
    var body: some View {
        PromoView()
    }
}
