import UIKit

final class ParallaxLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        let offset = collectionView?.bounds.minY ?? 0
        if let collectionView = collectionView {
            print(collectionView.bounds)
        }
        for item in attributes ?? [] {
            item.frame.origin.y += offset / UIScreen.main.bounds.height * 20
        }
        return attributes
    }
}
