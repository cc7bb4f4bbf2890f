import UIKit

final class ActionSheetView: UIView {
    let containerView = UIView()
    let dimmingView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(dimmingView)
        addSubview(containerView)
        let cancel = UIButton(type: .custom)
        containerView.addSubview(cancel)
        cancel.addAction(UIAction { [weak self] _ in self?.dismiss() }, for: .touchUpInside)
        let close = UIButton(type: .close)
        dimmingView.addSubview(close)
        close.addAction(UIAction { [weak self] _ in self?.dismiss() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError() }

    private func dismiss() {
        UIView.animate(withDuration: 0.25, animations: {
            let y = UIScreen.main.bounds.height
            self.containerView.frame.origin = CGPoint(x: 0, y: y)
        }) { _ in
            self.removeFromSuperview()
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        containerView.frame.size.width = UIScreen.main.bounds.width / 2
    }

}
