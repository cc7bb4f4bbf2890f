import UIKit

struct OverlayModel {
    var start: CGPoint = UIScreen.main.bounds.origin
    var top = UIScreen.main.bounds.origin.y

    func offset(by amount: CGFloat) -> CGPoint {
        CGPoint(x: start.x + amount, y: top)
    }
}
