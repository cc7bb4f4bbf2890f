import UIKit

final class FlashlightView: UIView {
    private var timer: Timer?

    func pulse() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
            UIScreen.main.brightness = UIScreen.main.brightness > 0.5 ? 0.2 : 1.0
        }
    }
}
