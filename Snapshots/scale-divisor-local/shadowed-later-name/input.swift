import UIKit

struct Metrics {
    var scale: CGFloat = 1
}

final class BadgeView: UIView {
    var metrics = Metrics()

    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = UIScreen.main.scale
        layer.contentsScale = scale
        layer.borderWidth = 2 / metrics.scale
    }
}
