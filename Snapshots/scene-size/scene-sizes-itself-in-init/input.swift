import SpriteKit
import UIKit

final class MenuScene: SKScene {
    override init() {
        super.init(size: UIScreen.main.bounds.size)
        scaleMode = .aspectFit
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
