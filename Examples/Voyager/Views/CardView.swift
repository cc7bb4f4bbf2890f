import UIKit

/// A destination card: image on top, title and a hairline-separated footer below.
final class CardView: BaseView {
    private let imageView = UIImageView(frame: .zero)
    private let titleLabel = UILabel()
    private let separator = CALayer()
    private let gradient = CAGradientLayer()

    override func commonInit() {
        super.commonInit()
        addSubview(imageView)
        addSubview(titleLabel)
        layer.addSublayer(separator)
        imageView.layer.addSublayer(gradient)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        separator.backgroundColor = UIColor.separator.cgColor
    }

    func configure(title: String, image: UIImage?) {
        titleLabel.text = title
        imageView.image = image
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = UIScreen.main.bounds.width - 2 * Layout.margin
        imageView.frame = CGRect(x: 0, y: 0, width: width, height: width * 0.6)
        gradient.frame = imageView.bounds
        gradient.contentsScale = UIScreen.main.scale
        titleLabel.frame = CGRect(x: 12, y: imageView.frame.maxY + 8, width: width - 24, height: 22)

        let thickness = 1 / UIScreen.main.scale
        separator.frame = CGRect(x: 0, y: titleLabel.frame.maxY + 8, width: width, height: thickness)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = min(size.width, UIScreen.main.bounds.size.width)
        return CGSize(width: width, height: width * 0.6 + 60)
    }
}
