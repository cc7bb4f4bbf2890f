import UIKit

final class EdgeSwipeView: UIView {
    var onTrailingEdgeTap: (() -> Void)?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first else { return }
        let pointInWindow = touch.location(in: nil)
        if pointInWindow.x > UIScreen.main.bounds.width - 44 {
            onTrailingEdgeTap?()
        }
    }
}
