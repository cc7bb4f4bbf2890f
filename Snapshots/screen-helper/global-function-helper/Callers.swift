import UIKit

final class HeroView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        frame.size = CGSize(width: screenWidth(), height: screenHeight() / 3)
    }
}

struct ShareSheetLayout {
    var maxWidth: CGFloat { screenWidth() * 0.9 }
}
