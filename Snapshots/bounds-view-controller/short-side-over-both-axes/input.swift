import UIKit

final class QRCodeViewController: UIViewController {
    private let codeView = UIImageView(frame: .zero)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let shortSide = min(UIScreen.main.bounds.width, UIScreen.main.bounds.height)
        let side = shortSide * 0.7
        codeView.frame = CGRect(x: (view.bounds.width - side) / 2, y: 120, width: side, height: side)
    }
}
