import UIKit

final class SnappingLayout: UICollectionViewFlowLayout {
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let cv = self.collectionView, velocity.x != 0 else { return proposedContentOffset }
        let snap: (CGFloat) -> CGFloat = { x in
            (x / UIScreen.main.bounds.width).rounded() * UIScreen.main.bounds.width
        }
        return CGPoint(x: snap(proposedContentOffset.x), y: cv.contentOffset.y)
    }
}
