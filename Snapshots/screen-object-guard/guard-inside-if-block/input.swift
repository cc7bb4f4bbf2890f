import UIKit

final class AnimationSettingsViewController: UIViewController {
    private var preferredFramesPerSecond = 60
    var prefersSmoothAnimations = true

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if prefersSmoothAnimations {
            preferredFramesPerSecond = UIScreen.main.maximumFramesPerSecond
        }
        print(preferredFramesPerSecond)
    }
}
