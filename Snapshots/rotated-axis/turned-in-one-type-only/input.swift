import UIKit

final class GaugeView: UIView {
    let needle = UIView()
    let caption = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        caption.frame.size.width = UIScreen.main.bounds.height
        needle.transform = needle.transform.rotated(by: .pi / 8)
    }
}

final class PlainBanner: UIView {
    let title = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame.size.height = UIScreen.main.bounds.width
    }
}
