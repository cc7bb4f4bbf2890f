import UIKit

final class CarouselSnapper: NSObject, UIScrollViewDelegate {
    var spacing: CGFloat = 16

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let pageWidth = UIScreen.main.bounds.width - spacing
        let page = (targetContentOffset.pointee.x / pageWidth).rounded()
        targetContentOffset.pointee.x = page * pageWidth
    }
}
