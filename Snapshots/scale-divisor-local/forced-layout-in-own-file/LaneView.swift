import UIKit

final class LaneView: UIView {
    let corner = UIView()

    func loadData(images: [String]) {
        corner.isHidden = images.isEmpty
        self.layoutIfNeeded()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let hairline = 1 / UIScreen.main.scale
        corner.frame = CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline)
    }
}
