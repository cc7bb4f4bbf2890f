import UIKit

final class ToolbarStripView: UIView {
    private let strip = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(strip)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = UIScreen.main.bounds.size
        if size.width > size.height {
            strip.frame = CGRect(x: 0, y: 0, width: size.height, height: 44)
        } else {
            strip.frame = CGRect(x: 0, y: 0, width: size.width, height: 44)
        }
    }
}
