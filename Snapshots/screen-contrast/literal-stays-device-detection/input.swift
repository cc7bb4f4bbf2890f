import UIKit

enum LayoutConstants {
    static let compactPhoneHeight: CGFloat = 568
}

final class HomeController: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if UIScreen.main.bounds.height == LayoutConstants.compactPhoneHeight {
            view.layoutMargins = .zero
        }
    }
}
