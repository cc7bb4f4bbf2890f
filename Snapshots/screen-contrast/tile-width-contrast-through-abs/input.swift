import UIKit

final class VideoWallViewController: UIViewController {
    private let tiles: [UIView] = []

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let tileSize = CGSize(width: view.bounds.width / 3, height: view.bounds.width / 3 * 9 / 16)
        // Three tiles side by side exactly fill the screen only on the full-screen layout.
        let fillsScreen = abs(tileSize.width * 3 - UIScreen.main.bounds.width) < 1
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(x: CGFloat(index % 3) * tileSize.width, y: CGFloat(index / 3) * tileSize.height,
                                width: tileSize.width, height: tileSize.height)
            tile.layer.cornerRadius = fillsScreen ? 0 : 8
        }
    }
}
