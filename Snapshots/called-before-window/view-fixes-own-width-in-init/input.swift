import UIKit

final class LaunchPanelView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        configurePanel()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePanel()
    }

    private func configurePanel() {
        translatesAutoresizingMaskIntoConstraints = false
        self.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width).isActive = true
        layer.cornerRadius = 35
    }
}
