import UIKit

final class PanoramaView: UIView {
    private let imageLayer = CALayer()
    private let hintLabel = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        let screenWidth = UIScreen.main.bounds.width
        let spansScreen = abs(bounds.width - screenWidth) < 1
        hintLabel.isHidden = !spansScreen
        imageLayer.frame = CGRect(x: 0, y: 0, width: bounds.width * 3, height: bounds.height)
    }
}
