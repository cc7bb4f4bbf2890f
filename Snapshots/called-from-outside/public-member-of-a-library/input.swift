import UIKit

open class CarouselController: UIViewController {
    public let strip = UIView()

    public func resizeStrip() {
        strip.frame.size.width = UIScreen.main.bounds.width * 3
    }

    override open func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        resizeStrip()
    }
}
