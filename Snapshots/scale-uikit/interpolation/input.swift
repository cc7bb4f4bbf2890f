import UIKit

final class DebugOverlayView: UIView {
    private let label = UILabel()

    override var description: String {
        "DebugOverlayView(frame: \(frame), scale: \(UIScreen.main.scale))"
    }

    func refresh() {
        label.text = "@\(Int(UIScreen.main.scale))x · \(Int(bounds.width))pt"
        print("[overlay] rendering at \(UIScreen.main.scale)x")
    }
}
