import UIKit

extension UIScreen {
    var shortSide: CGFloat { min(UIScreen.main.bounds.width, UIScreen.main.bounds.height) }
}

final class BannerSettingsCell: UITableViewCell {
    private var maxWidth: CGFloat = 0

    func sliderChanged() {
        maxWidth = UIScreen.main.shortSide - 40
    }
}
