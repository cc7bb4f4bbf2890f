import UIKit

final class BannerLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        scrollDirection = .horizontal
        itemSize = CGSize(width: UIScreen.main.bounds.width, height: 180)
    }
}
