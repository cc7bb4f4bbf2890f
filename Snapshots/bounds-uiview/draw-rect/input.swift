import UIKit

final class GradientBackgroundView: UIView {
    var colors: [UIColor] = [.systemBlue, .systemBackground]

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let bandHeight = UIScreen.main.bounds.size.height / CGFloat(colors.count)
        for (index, color) in colors.enumerated() {
            context.setFillColor(color.cgColor)
            context.fill(CGRect(x: 0, y: CGFloat(index) * bandHeight,
                                width: UIScreen.main.bounds.size.width, height: bandHeight))
        }
    }
}
