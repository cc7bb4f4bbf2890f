import UIKit

final class BlurredBackdropView: UIView {
    private let snapshotLayer = CALayer()

    func updateSnapshot(_ image: UIImage) {
        snapshotLayer.contents = image.cgImage
        snapshotLayer.contentsScale = UIScreen
            .main
            .scale
        snapshotLayer.frame = bounds
    }
}
