import UIKit

final class HairlineSeparatorView: UIView {
    private let line = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(line)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let thickness = 1 / UIScreen.main.scale
        line.backgroundColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        line.frame = CGRect(x: 0, y: bounds.height - thickness, width: bounds.width, height: thickness)
    }
}
