import UIKit

final class ScannerViewController: UIViewController {
    let startedLandscape: Bool

    init() {
        startedLandscape = UIApplication.shared.statusBarOrientation.isLandscape
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print(UIApplication.shared.statusBarOrientation)
    }
}
