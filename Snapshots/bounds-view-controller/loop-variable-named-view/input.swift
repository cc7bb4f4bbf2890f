import UIKit

/// An editor that scales its stickers into an export whose width is the overlay's.
final class StickerExportViewController: UIViewController {
    private var stickers: [UILabel] = []
    private let overlay = CALayer()

    @IBAction func exportTapped(_ sender: UIButton) {
        for view in stickers {
            let ratio = overlay.frame.width / UIScreen.main.bounds.width
            view.layer.frame = CGRect(x: 0, y: 0, width: 40 * ratio, height: 40 * ratio)
        }
        for (index, view) in stickers.enumerated() {
            let ratio = overlay.frame.width / UIScreen.main.bounds.width
            view.layer.frame = CGRect(x: 0, y: CGFloat(index) * 44, width: 40 * ratio, height: 40)
        }
    }
}
