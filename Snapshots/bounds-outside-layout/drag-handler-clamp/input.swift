import UIKit

final class FloatingBubbleView: UIView {
    func drag(to point: CGPoint) {
        let maxX = UIScreen.main.bounds.width - bounds.width / 2
        center = CGPoint(x: min(max(point.x, bounds.width / 2), maxX), y: point.y)
    }
}
