import UIKit

final class PresentationModeViewController: UIViewController {
    private let speakerNotes = UILabel()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // On an external display, hide the notes meant for the presenter.
        let isOnDeviceScreen = view.window?.screen == UIScreen.main
        speakerNotes.isHidden = !isOnDeviceScreen
    }
}
