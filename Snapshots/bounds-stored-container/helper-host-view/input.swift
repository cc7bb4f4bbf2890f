import UIKit

struct SpinnerOverlay {
    let host: UIView
    let overlay = UIView()

    func show() {
        let screen = UIScreen.main.bounds
        overlay.frame = CGRect(x: 0, y: 0, width: screen.width, height: screen.height)
        host.addSubview(overlay)
    }
}
