import UIKit

/// A tips banner the package compiles, though the app's project does not name it.
final class TipsView: UIView {
    private let text = UILabel()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(text)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        text.frame.size.width = UIScreen.main.bounds.width
    }
}
