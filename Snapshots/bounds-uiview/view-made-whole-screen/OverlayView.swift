import UIKit

final class OverlayView: UIView {
    let card = UIView()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(card)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = CGRect(x: 20, y: 100, width: UIScreen.main.bounds.width * 0.8, height: 200)
    }
}

final class AlertPresenter {
    func show(in window: UIWindow) {
        let overlay = OverlayView(frame: UIScreen.main.bounds)
        window.addSubview(overlay)
    }
}
