import UIKit

final class MessageView: UIView {
    private let stack = UIStackView()

    override func layoutSubviews() {
        super.layoutSubviews()
        render()
    }

    func render() {
        switch UIScreen.main.traitCollection.verticalSizeClass {
        case .regular:
            stack.axis = .vertical
        default:
            stack.axis = .horizontal
        }
    }
}
