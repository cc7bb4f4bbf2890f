import UIKit

final class MetalCanvasView: UIView {
    private let renderLayer = CALayer()

    override func didMoveToWindow() {
        super.didMoveToWindow()
        let scale = UIScreen.main.nativeScale
        renderLayer.contentsScale = scale
        renderLayer.frame = bounds
    }
}
