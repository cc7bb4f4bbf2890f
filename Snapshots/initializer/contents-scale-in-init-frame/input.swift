import UIKit

final class WaveformView: UIView {
    private let waveLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        waveLayer.contentsScale = UIScreen.main.scale
        waveLayer.lineWidth = 2
        layer.addSublayer(waveLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        waveLayer.frame = bounds
    }
}
