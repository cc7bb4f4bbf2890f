import UIKit

final class AvatarView: UIView {
    private let imageView = UIImageView(frame: .zero)
    var imageLoader: ((CGSize) -> UIImage?)?

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
        let scale = UIScreen.main.scale
        let pixelSize = CGSize(width: bounds.width * scale, height: bounds.height * scale)
        imageView.image = imageLoader?(pixelSize)
    }
}
