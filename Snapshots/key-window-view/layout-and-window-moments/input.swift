import UIKit

final class BannerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = UIApplication.shared.keyWindow?.bounds.width ?? 0
        frame.size.width = width
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        UIApplication.shared.windows.first(where: { $0.isKeyWindow })?.endEditing(true)
    }
}
