import UIKit

final class KeyboardAccessoryView: UIView {
    private let doneButton = UIButton(type: .system)

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(doneButton)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        #if os(iOS)
        doneButton.frame = CGRect(x: UIScreen.main
                                    .bounds.width - 80, y: 0, width: 72, height: bounds.height)
        #else
        doneButton.frame = CGRect(x: UIScreen.main.bounds.width - 96, y: 0, width: 88, height: bounds.height)
        #endif
    }
}
