import UIKit

final class ShadowCardView: UIView {
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        layer.shadowRadius = 4 / UIScreen.main.scale
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        layer.rasterizationScale = UIScreen.main.scale
    }
}
