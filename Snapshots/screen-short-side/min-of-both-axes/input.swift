import UIKit

final class QRCodeView: UIView {
    let codeImage = UIImageView()

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(UIScreen.main.bounds.width, UIScreen.main.bounds.height) * 0.6
        codeImage.frame = CGRect(x: 0, y: 0, width: side, height: side)
    }
}
