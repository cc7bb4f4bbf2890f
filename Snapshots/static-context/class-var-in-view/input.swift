import UIKit

class BannerView: UIView {
    class var defaultHeight: CGFloat {
        UIScreen.main.bounds.height * 0.3
    }

    static func make() -> BannerView {
        BannerView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: defaultHeight))
    }
}
