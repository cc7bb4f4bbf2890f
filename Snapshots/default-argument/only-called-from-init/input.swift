import UIKit

final class GaugeView: UIView {
    private let dial = UIView()
    private var dialWidth: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        build()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        build()
    }

    private func build(width: CGFloat = UIScreen.main.bounds.width) {
        addSubview(dial)
        dial.translatesAutoresizingMaskIntoConstraints = false
        dialWidth = dial.widthAnchor.constraint(equalToConstant: width * 0.4)
        dialWidth?.isActive = true
    }
}
