import UIKit

protocol TitledElement: UIView {
    var titleLabel: UILabel { get }
}

extension TitledElement {
    func layoutTitle() {
        titleLabel.frame.size.width = UIScreen.main.bounds.width - 32
    }
}
