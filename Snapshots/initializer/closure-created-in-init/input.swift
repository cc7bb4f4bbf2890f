import UIKit

final class LiveWaveformView: UIView {
    private var onSample: ((Float) -> Void)?
    private let waveLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(waveLayer)
        onSample = { [weak self] sample in
            self?.waveLayer.lineWidth = CGFloat(sample) / UIScreen.main.scale
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
