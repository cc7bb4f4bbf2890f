import UIKit

final class BannerView: UIView {
    private let iPhoneSEWidth: CGFloat = 320

    override func layoutSubviews() {
        super.layoutSubviews()
        isHidden = UIScreen.main.bounds.size.width != iPhoneSEWidth
    }
}
