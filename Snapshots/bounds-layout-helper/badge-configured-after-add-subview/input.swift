import UIKit

final class RatingBadgeView: UIView {
    private let outlineLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(outlineLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func applyOutline() {
        outlineLayer.contentsScale = UIScreen.main.scale
        outlineLayer.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width / 5, height: 28)
    }
}

final class ReviewSummaryView: UIView {
    private var badge: RatingBadgeView?

    override func layoutSubviews() {
        super.layoutSubviews()
        if badge == nil {
            let newBadge = RatingBadgeView()
            addSubview(newBadge)
            newBadge.applyOutline()
            badge = newBadge
        }
    }
}
