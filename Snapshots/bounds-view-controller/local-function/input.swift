import UIKit

final class DashboardViewController: UIViewController {
    private var tiles: [UIView] = []

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        func tileWidth(columns: Int) -> CGFloat {
            (UIScreen.main.bounds.width - CGFloat(columns + 1) * 12) / CGFloat(columns)
        }
        let width = tileWidth(columns: traitCollection.horizontalSizeClass == .regular ? 3 : 2)
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(x: 12 + CGFloat(index % 2) * (width + 12), y: 12, width: width, height: width)
        }
    }
}
