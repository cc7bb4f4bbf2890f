import UIKit

final class PlaylistViewController: UIViewController {
    private let headerView = UIView(frame: .zero)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let availableWidth = view.window?.bounds.width ?? UIScreen.main.bounds.width
        headerView.frame = CGRect(x: 0, y: 0, width: availableWidth, height: 240)
    }
}
