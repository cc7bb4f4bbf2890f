import UIKit

final class TooltipAnchorView: UIView {
    private let button = UIButton(type: .system)

    func anchorRectOnScreen() -> CGRect? {
        let rect = button.convert(button.bounds, to: UIScreen.main.coordinateSpace)
        return rect.isEmpty ? nil : rect
    }
}
