import UIKit

final class PhotoCell: UICollectionViewCell {
    let photo = UIImageView()
    let badge = UIView()

    func configure() {
        photo.frame = CGRect(x: 16, y: 0,
                             width: UIScreen.main.bounds.width - 32,
                             height: (UIScreen.main.bounds.width - 32) * 4 / 3)
        badge.frame.size.height = UIScreen.main.bounds.width * 1.0
        badge.frame.size.width = UIScreen.main.bounds.height
    }
}
