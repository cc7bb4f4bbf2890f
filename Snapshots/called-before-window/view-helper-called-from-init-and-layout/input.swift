import UIKit

final class RatingStripView: UIView {
    private let fillLayer = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(fillLayer)
        fillLayer.backgroundColor = UIColor.systemBlue.cgColor
        updateFill()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var rating: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateFill()
    }

    private func updateFill() {
        let trackWidth = UIScreen.main.bounds.width - 32
        fillLayer.frame = CGRect(x: 0, y: 0, width: trackWidth * rating, height: 4)
    }
}
