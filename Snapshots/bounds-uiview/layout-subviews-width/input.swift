import UIKit

final class OnboardingPageView: UIView {
    private let illustration = UIImageView(frame: .zero)
    private let titleLabel = UILabel()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(illustration)
        addSubview(titleLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(UIScreen.main.bounds.width - 48, 320)
        illustration.frame = CGRect(x: (UIScreen.main.bounds.width - side) / 2, y: 80, width: side, height: side)
        titleLabel.frame = CGRect(x: 24, y: illustration.frame.maxY + 24,
                                  width: UIScreen.main.bounds.width - 48, height: UIScreen.main.bounds.height * 0.1)
    }
}
