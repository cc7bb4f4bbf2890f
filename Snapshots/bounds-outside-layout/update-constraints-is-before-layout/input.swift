import UIKit

final class SplitPaneView: UIView {
    private let leftPane = UIView(frame: .zero)
    private lazy var leftWidth = leftPane.widthAnchor.constraint(equalToConstant: 320)

    override func updateConstraints() {
        leftWidth.constant = UIScreen.main.bounds.width > 900 ? 360 : 280
        leftWidth.isActive = true
        super.updateConstraints()
    }
}
