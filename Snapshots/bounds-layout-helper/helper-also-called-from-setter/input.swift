import UIKit

final class ChipView: UIView {
    private let label = UILabel()
    var title = "" {
        didSet { resizeLabel() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        resizeLabel()
    }

    private func resizeLabel() {
        label.frame.size.width = min(label.intrinsicContentSize.width, UIScreen.main.bounds.width - 24)
    }
}
