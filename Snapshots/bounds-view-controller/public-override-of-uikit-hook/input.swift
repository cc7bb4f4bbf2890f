import UIKit

open class GalleryController: UIViewController {
    public let strip = UIView()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(strip)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        strip.frame.size.width = UIScreen.main.bounds.width
    }
}
