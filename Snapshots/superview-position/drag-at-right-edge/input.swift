import UIKit

final class SymbolCell: UICollectionViewCell {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        guard let point = touches.first?.location(in: self) else { return }
        // The cell's frame is in the collection view's coordinates.
        let towardsLeft = (frame.maxX + 18 > UIScreen.main.bounds.width) ? (point.x < 0) : (point.x > bounds.maxX)
        alpha = towardsLeft ? 0.5 : 1
    }
}
