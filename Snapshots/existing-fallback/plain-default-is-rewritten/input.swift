import UIKit

final class ChipView: UIView {
    var preferredWidth: CGFloat?
    private var cachedHeights: [Int: CGFloat] = [:]

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = preferredWidth ?? UIScreen.main.bounds.width
        let height = cachedHeights[0] ?? UIScreen.main.bounds.height / 8
        let windowWidth = window?.bounds.width
            ?? UIScreen.main.bounds.width
        frame.size = CGSize(width: min(width, windowWidth), height: height)
    }
}
