import UIKit

final class QRCodeView: UIView {
    private let imageView = UIImageView(image: nil)

    override func didMoveToWindow() {
        super.didMoveToWindow()
        UIScreen.main.brightness = 1.0
        imageView.frame = bounds
    }
}
