import UIKit

final class BannerPlacer {
    let banner = UIView()

    func place(in containerFrame: CGRect) {
        banner.bounds = UIScreen.main.bounds
        banner.frame.size.width = UIScreen.main.bounds.width - 40
    }
}
