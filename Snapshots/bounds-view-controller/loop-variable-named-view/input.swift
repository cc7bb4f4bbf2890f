import UIKit

/// An editor that lays its stickers out in rows a quarter of the view wide.
final class StickerExportViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
    }

    private var stickers: [UILabel] = []

    @IBAction func exportTapped(_ sender: UIButton) {
        for view in stickers {
            view.layer.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width / 4, height: 40)
        }
        for (index, view) in stickers.enumerated() {
            view.layer.frame = CGRect(x: 0, y: CGFloat(index) * 44, width: UIScreen.main.bounds.width / 4, height: 40)
        }
    }
}
