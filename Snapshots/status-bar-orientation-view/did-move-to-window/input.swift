import UIKit

final class PreviewView: UIView {
    override func didMoveToWindow() {
        super.didMoveToWindow()
        let orientation = UIApplication.shared.statusBarOrientation
        print(orientation)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if UIApplication.shared.statusBarOrientation.isPortrait { print("portrait") }
    }
}
