import UIKit

final class TicketViewController: UIViewController {
    private var previousBrightness: CGFloat = 0

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let previous = UIScreen.main.brightness
        previousBrightness = previous
        UIScreen.main.brightness = max(previous, 0.9)
    }
}
