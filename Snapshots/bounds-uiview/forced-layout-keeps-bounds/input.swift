import UIKit

/// A strip of chips that sizes its scroll view from the screen in layoutSubviews, and lays itself
/// out at once when it is filled, which can be before it is in a window.
final class ChipStripView: UIView {
    private let scrollView = UIScrollView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(scrollView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func fill(with titles: [String]) {
        for title in titles {
            let label = UILabel()
            label.text = title
            scrollView.addSubview(label)
        }
        layoutIfNeeded()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)
    }
}
