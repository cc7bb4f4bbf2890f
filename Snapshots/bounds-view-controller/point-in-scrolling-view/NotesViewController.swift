import UIKit

final class NotesViewController: UICollectionViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
    }

    let sheetAnchor = UIView()

    @IBAction func share(_ sender: UIButton) {
        sheetAnchor.frame = CGRect(x: UIScreen.main.bounds.width / 2, y: UIScreen.main.bounds.height / 2, width: 0, height: 0)
        view.addSubview(sheetAnchor)
    }
}
