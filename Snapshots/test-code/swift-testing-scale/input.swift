import Testing
import UIKit

// Fixtures shared by the suite's tests, in a file that imports Swift Testing.
final class ProbeView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.borderWidth = 1 / UIScreen.main.scale
    }
}

func expectedHairline() -> CGFloat {
    1 / UIScreen.main.scale
}
