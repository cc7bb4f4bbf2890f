import UIKit

enum Builders {
    static func scrollView(delegate: UIScrollViewDelegate?, in host: UIView) -> UIScrollView {
        let scrollView = UIScrollView(frame: host.bounds)
        scrollView.delegate = delegate
        host.addSubview(scrollView)
        return scrollView
    }
}

final class TabStripView: UIView, UIScrollViewDelegate {
    let indicator = UIView()
    lazy var strip: UIScrollView = Builders.scrollView(delegate: self, in: self)

    override init(frame: CGRect) {
        super.init(frame: frame)
        strip.addSubview(indicator)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        indicator.frame.size.width = UIScreen.main.bounds.width / 4
    }
}
