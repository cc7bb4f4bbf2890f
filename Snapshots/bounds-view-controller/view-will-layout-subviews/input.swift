import UIKit

final class PlayerViewController: UIViewController {
    private let playerView = UIView(frame: .zero)
    private let controlsView = UIView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(playerView)
        view.addSubview(controlsView)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        playerView.frame = UIScreen.main.bounds
        controlsView.frame = CGRect(x: 0, y: UIScreen.main.bounds.height - 120,
                                    width: view.bounds.width, height: 120)
    }
}
