import UIKit

final class LoyaltyCardViewController: UIViewController {
    private let barcodeView = UIImageView(frame: .zero)

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if #available(iOS 13.0, *) {
            UIScreen.main.brightness = 1.0
        }
        barcodeView.isHidden = false
    }
}
