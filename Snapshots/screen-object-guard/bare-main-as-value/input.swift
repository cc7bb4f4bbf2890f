import UIKit

final class PresentationViewController: UIViewController {
    private weak var presentingScreen: UIScreen?
    private let mirroring = MirroringController()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presentingScreen = UIScreen.main
        mirroring.attach(to: UIScreen.main)
    }
}

final class MirroringController {
    func attach(to screen: UIScreen) {}
}
