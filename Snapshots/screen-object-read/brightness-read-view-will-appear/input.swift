import UIKit

final class LoyaltyCardViewController: UIViewController {
    private var savedBrightness: CGFloat?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        savedBrightness = UIScreen.main.brightness
    }
}
