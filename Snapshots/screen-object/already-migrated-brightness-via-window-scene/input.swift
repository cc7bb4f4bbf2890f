import UIKit

final class BoardingPassViewController: UIViewController {
    private var brightenedScreen: (screen: UIScreen, originalBrightness: CGFloat)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

        guard let screen = view.window?.windowScene?.screen else { return }
        brightenedScreen = (screen, screen.brightness)
        screen.brightness = 1.0
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)

        if let brightenedScreen {
            brightenedScreen.screen.brightness = brightenedScreen.originalBrightness
        }
        brightenedScreen = nil
    }
}
