import UIKit

final class ChartAxesView: UIView {
    private var tickLayers: [CALayer] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        tickLayers.forEach { layer in
            layer.contentsScale = UIScreen.main.scale
        }
        DispatchQueue.main.async {
            self.layer.contentsScale = UIScreen.main.scale
        }
    }
}
