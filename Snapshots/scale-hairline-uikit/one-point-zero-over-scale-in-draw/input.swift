import UIKit

final class RulerView: UIView {
    var tickCount = 20

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.lineWidth = 1.0 / UIScreen.main.scale
        let spacing = rect.width / CGFloat(tickCount)
        for index in 0...tickCount {
            let x = CGFloat(index) * spacing + (1.0 / UIScreen.main.scale) / 2
            path.move(to: CGPoint(x: x, y: 0))
            path.addLine(to: CGPoint(x: x, y: index % 5 == 0 ? rect.height : rect.height / 2))
        }
        UIColor.label.setStroke()
        path.stroke()
    }
}
