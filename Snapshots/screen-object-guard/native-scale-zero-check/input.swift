import UIKit

final class ThumbView: UIImageView {
    var loadedSize: CGFloat = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        let desiredSize = max(bounds.width, bounds.height) * UIScreen.main.nativeScale
        guard desiredSize != 0, desiredSize > loadedSize else { return }
        loadedSize = desiredSize
        load(maxPixelSize: desiredSize)
    }

    func load(maxPixelSize: CGFloat) {}
}
