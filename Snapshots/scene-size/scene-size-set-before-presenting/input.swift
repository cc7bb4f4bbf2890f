import SpriteKit
import UIKit

final class LevelScene: SKScene {}

final class ArcadeViewController: UIViewController {
    let arcadeView = SKView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(arcadeView)
    }

    func startLevel() {
        let scene = LevelScene()
        scene.size = CGSize(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
        scene.scaleMode = .fill
        arcadeView.presentScene(scene)
    }
}
