#if canImport(UIKit)
import UIKit

final class WaveformView: UIView {
    private let waveLayer = CAShapeLayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        waveLayer.frame = bounds
        #if DEBUG
        print("waveform at \(UIScreen.main.scale)x")
        #endif
        waveLayer.contentsScale = UIScreen.main.scale
    }
}
#endif
