import UIKit

final class ConfettiView: UIView {
    private var emitterColors: [UIColor] = [.red, .systemBlue]

    convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
