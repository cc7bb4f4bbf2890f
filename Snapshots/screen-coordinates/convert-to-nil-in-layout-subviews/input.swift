import UIKit

final class TooltipAnchorView: UIView {
    private let tooltip = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        let anchorInWindow = convert(bounds, to: nil)
        // Flip the tooltip above the anchor when it would run off the bottom.
        let fitsBelow = anchorInWindow.maxY + 60 < UIScreen.main.bounds.height
        tooltip.frame = CGRect(x: 0, y: fitsBelow ? bounds.height + 8 : -68, width: 180, height: 60)
    }
}
