import UIKit

final class BadgeView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: UIDevice.current.userInterfaceIdiom == .pad ? 80 : 44, height: 44)
    }

    override var intrinsicContentSize: CGSize {
        UIDevice.current.userInterfaceIdiom == .pad ? CGSize(width: 80, height: 44) : CGSize(width: 44, height: 44)
    }
}

final class SplitViewController: UIViewController {
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let landscape = view.window?.windowScene?.interfaceOrientation.isLandscape ?? false
        print(landscape)
    }
}
