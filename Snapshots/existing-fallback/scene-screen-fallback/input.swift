import UIKit

final class PreviewView: UIView {
    override func didMoveToWindow() {
        super.didMoveToWindow()
        layer.contentsScale = window?.windowScene?.screen.scale ?? UIScreen.main.scale
    }
}

final class ScreenProvider {
    var currentScreen: UIScreen {
        let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
        return scene?.screen ?? UIScreen.main
    }
}
