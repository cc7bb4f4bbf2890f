import UIKit

final class SectionHeaderView: UIView {
    private let divider = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(divider)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        divider.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)
    }
}
