import UIKit

final class PlayerView: UIView {
    var isOnMainDisplay = true

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard let screen = window?.windowScene?.screen else { return }
        isOnMainDisplay = screen == UIScreen.main
    }
}
