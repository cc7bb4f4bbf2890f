import UIKit

final class CameraViewController: UIViewController {
    private let shutterButton = UIButton(type: .custom)
    private var bottomInset: CGFloat = 20

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if UIScreen.main.nativeBounds.height == 2436 || UIScreen.main.nativeBounds.height == 2688 {
            bottomInset = 34
        }
        shutterButton.center = CGPoint(x: view.bounds.midX, y: view.bounds.maxY - bottomInset - 40)
    }
}
