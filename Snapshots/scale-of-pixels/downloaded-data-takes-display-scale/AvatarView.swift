import UIKit

final class AvatarView: UIView {
    let imageView = UIImageView()
    var downloaded = Data()

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
        imageView.image = UIImage(data: downloaded, scale: UIScreen.main.scale)
    }
}
