import Foundation

final class SpriteRenderer {
    func viewport() -> CGRect {
        let bounds = UIScreen.main.bounds
        return bounds.insetBy(dx: 16 * UIScreen.main.scale, dy: 16 * UIScreen.main.scale)
    }
}
