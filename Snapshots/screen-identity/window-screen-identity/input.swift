import UIKit

final class ExternalDisplayController: UIViewController {
    private let mirrorBanner = UIView()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        mirrorBanner.isHidden = view.window?.screen === UIScreen.main
    }
}
