import UIKit

final class RingLayer: CAShapeLayer {
    override init() {
        super.init()
        lineWidth = 2 / UIScreen.main.scale
        fillColor = nil
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
