import UIKit

/// Shows the boarding pass barcode at full brightness so gate scanners can read it.
final class BoardingPassViewController: UIViewController {
    private var originalBrightness: CGFloat = 0.5
    private weak var brightenedScreen: UIScreen?
    private let barcodeView = UIImageView(image: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(barcodeView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // Remember the user's brightness before we take over.
        originalBrightness = UIScreen.main.brightness
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        brightenedScreen = UIScreen.main
        UIScreen.main.brightness = 1.0
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        UIScreen.main.brightness = originalBrightness
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = min(UIScreen.main.bounds.width, UIScreen.main.bounds.height) * 0.8
        barcodeView.frame = CGRect(x: 0, y: 0, width: side, height: side)
        barcodeView.center = view.center
    }

    func dimForPrivacy() {
        UIScreen.main.brightness -= 0.3
    }
}
