import UIKit

/// Base of the collapsible headers used across the app.
class HeaderView: UIView {
    let titleLabel = UILabel()
    var collapsedHeight: CGFloat { 64 }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
