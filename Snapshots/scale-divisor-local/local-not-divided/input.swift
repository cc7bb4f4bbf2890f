import UIKit

final class SnapshotView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = UIScreen.main.scale
        layer.contentsScale = scale
        layer.cornerRadius = 2 * scale
    }
}
