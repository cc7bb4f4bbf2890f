import UIKit

final class ToastPresenter: UIView {
    weak var anchor: UIView?
    private let bubble = UILabel()

    func attach(to view: UIView) {
        anchor = view
        anchor?.addSubview(bubble)
    }

    func layoutBubble() {
        bubble.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width * 0.8, height: 44)
        bubble.layer.borderWidth = 1 / UIScreen.main.scale
    }
}
