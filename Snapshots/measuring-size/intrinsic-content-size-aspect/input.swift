import UIKit

final class PromoBannerView: UIView {
    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIScreen.main.bounds.width * 9 / 16)
    }
}
