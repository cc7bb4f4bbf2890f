import UIKit

class RoundedButton: UIButton {}

final class PillButton: RoundedButton {
    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel?.font = .systemFont(ofSize: UIScreen.main.bounds.width < 350 ? 13 : 15)
        layer.cornerRadius = bounds.height / 2
    }
}
