import UIKit

final class ExpandableHeaderView: UIView {
    private let divider = UIView(frame: .zero)
    private(set) var isExpanded = false

    func setExpanded(_ expanded: Bool) {
        isExpanded = expanded
        UIView.animate(withDuration: 0.25) {
            self.divider.alpha = expanded ? 1 : 0
            self.divider.frame.size.height = 1 / UIScreen.main.scale
        }
    }
}
