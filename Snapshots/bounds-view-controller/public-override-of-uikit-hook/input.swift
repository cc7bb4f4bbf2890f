import UIKit

open class GalleryController: UIViewController {
    public let strip = UIView()

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        strip.frame.size.width = UIScreen.main.bounds.width
    }
}
