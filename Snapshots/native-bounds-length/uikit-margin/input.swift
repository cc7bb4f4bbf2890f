import UIKit

final class CardView: UIView {
    let title = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame.origin.x = UIScreen.main.nativeBounds.width * 0.05
    }
}
