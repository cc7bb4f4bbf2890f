import UIKit

final class SignatureCanvasView: UIView {
    private var strokes: [[CGPoint]] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentScaleFactor = UIScreen.main.scale
        isOpaque = false
    }
}
