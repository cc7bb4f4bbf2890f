import UIKit

final class PhotoPageController: UIViewController {
    let zoomView = UIScrollView()

    private var pageSize: CGSize {
        UIScreen.main.bounds.size
    }

    func show(photoSize: CGSize) {
        zoomView.contentSize = pageSize
        zoomView.frame.size.width = min(photoSize.width, UIScreen.main.bounds.width - 32)
    }
}
