import UIKit

/// A carousel layout made from a storyboard: its coder initializer sizes the pages.
final class CarouselLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        scrollDirection = .horizontal
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        scrollDirection = .horizontal
        itemSize = CGSize(width: UIScreen.main.bounds.width * 0.8, height: 220)
    }
}
