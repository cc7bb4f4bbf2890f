import UIKit

final class EpisodesViewController: UIViewController {
    private var rowHeight: CGFloat = 0

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        rowHeight = UIScreen.main.bounds.width > 360 ? 130 : 150
    }
}
