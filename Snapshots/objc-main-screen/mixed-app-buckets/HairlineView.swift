import UIKit

final class HairlineView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let thickness = UIScreen.main.scale
        frame.size.height = thickness
    }
}
