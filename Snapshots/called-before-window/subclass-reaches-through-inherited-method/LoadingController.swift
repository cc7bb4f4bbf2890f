import UIKit

class LoadingController: UIViewController {
    let overlay = UIView()

    private func layoutOverlay() {
        overlay.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 120)
    }

    func showLoading() {
        view.addSubview(overlay)
        layoutOverlay()
    }
}
