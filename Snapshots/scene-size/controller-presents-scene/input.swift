import SpriteKit
import UIKit

final class GameScene: SKScene {
    override func didMove(to view: SKView) {
        backgroundColor = .black
    }
}

final class GameViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let skView = SKView(frame: view.bounds)
        view.addSubview(skView)
        let scene = GameScene(size: UIScreen.main.bounds.size)
        scene.scaleMode = .aspectFill
        skView.presentScene(scene)
    }
}
