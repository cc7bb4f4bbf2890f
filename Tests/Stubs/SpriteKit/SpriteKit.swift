// API stub of SpriteKit (declarations only): the scene, the view that presents it and the
// scale modes that map one onto the other, as games set them up. It imports the UIKit stub,
// as SpriteKit does on iOS.
import Foundation
import UIKit

/// Stub of a node in a scene's tree.
open class SKNode: UIResponder {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var position: CGPoint = .zero
    open func addChild(_ node: SKNode) {}
}

/// Stub of how a scene's size maps onto the view presenting it.
public enum SKSceneScaleMode: Int {
    case fill, aspectFill, aspectFit, resizeFill
}

/// Stub of a scene: the root node, with its own coordinate space of `size`.
open class SKScene: SKNode {
    public init(size: CGSize) { self.size = size; super.init() }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var size: CGSize = .zero
    open var scaleMode: SKSceneScaleMode = .fill
    open var backgroundColor: UIColor = .black
    open func didMove(to view: SKView) {}
    open func didChangeSize(_ oldSize: CGSize) {}
}

/// Stub of the view that presents scenes.
open class SKView: UIView {
    open var scene: SKScene? { nil }
    open func presentScene(_ scene: SKScene?) {}
}
