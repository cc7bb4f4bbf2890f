import UIKit

final class ClipCell: UICollectionViewCell {
    var shouldAutoplay: Bool {
        guard let host = window else { return false }
        let frameInHost = contentView.convert(contentView.bounds, to: host)
        return UIScreen.main.bounds.intersection(frameInHost).height > frameInHost.height / 2
    }

    func lowerEdgeInWindow() -> CGFloat {
        UIScreen.main.bounds.height - convert(bounds, to: self.window!).maxY
    }
}
