import UIKit

final class PosterView: UIView {
    let poster = UIView()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(poster)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        poster.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.height * 0.6, height: UIScreen.main.bounds.height)
        poster.center = CGPoint(x: UIScreen.main.bounds.midY, y: (UIScreen.main.bounds.height) / 2)
    }
}
