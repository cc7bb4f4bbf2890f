import UIKit

final class GameViewController: UIViewController {
    private let engine = GameEngine()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        engine.start(targetFramesPerSecond: UIScreen.main.maximumFramesPerSecond)
    }
}

final class GameEngine {
    func start(targetFramesPerSecond: Int) {}
}
