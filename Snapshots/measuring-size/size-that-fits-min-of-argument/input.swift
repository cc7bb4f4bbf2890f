import UIKit

final class TagListView: UIView {
    var tags: [String] = []

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let maxWidth = min(size.width, UIScreen.main.bounds.width)
        let rows = max(1, CGFloat(tags.count * 80) / maxWidth)
        return CGSize(width: maxWidth, height: rows.rounded(.up) * 32)
    }
}
