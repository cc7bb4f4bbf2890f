import UIKit

final class FilteredPhotoView: UIView {
    let imageView = UIImageView()
    var filtered: CIImage?

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
        if let filtered {
            imageView.image = UIImage(ciImage: filtered, scale: UIScreen.main.scale, orientation: .up)
        }
    }
}
