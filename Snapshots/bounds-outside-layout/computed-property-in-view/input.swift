import UIKit

final class SearchBarView: UIView {
    private let cancelButton = UIButton(type: .system)

    private var isCompactWidth: Bool {
        UIScreen.main.bounds.width < 400
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        cancelButton.isHidden = isCompactWidth
        cancelButton.frame = CGRect(x: bounds.width - 80, y: 0, width: 80, height: bounds.height)
    }
}
