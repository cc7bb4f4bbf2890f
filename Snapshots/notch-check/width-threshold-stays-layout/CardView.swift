import UIKit

final class CardView: UIView {
    let title = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        title.numberOfLines = UIScreen.main.bounds.width < 375 ? 2 : 1
    }
}
