import UIKit

/// A badge whose layer rasterizes at the screen's scale, laid out at once by its card when the
/// card is configured, before anyone adds the card to a window.
final class BadgeView: UIView {
    private let glyphLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(glyphLayer)
        layer.shouldRasterize = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        glyphLayer.frame = bounds
        layer.rasterizationScale = UIScreen.main.scale
    }
}

final class TicketCardView: UIView {
    private let badge = BadgeView()
    private let title = UILabel()

    func configure(title text: String) {
        title.text = text
        addSubview(badge)
        layoutIfNeeded()
    }
}
