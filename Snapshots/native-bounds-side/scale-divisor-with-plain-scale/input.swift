import UIKit

final class SplashView: UIView {
    private let logo = UIImageView()

    override func layoutSubviews() {
        super.layoutSubviews()
        let deviceHeight = UIScreen.main.nativeBounds.height / UIScreen.main.scale
        logo.frame = CGRect(x: 0, y: deviceHeight * 0.3, width: 120, height: 120)
    }
}
