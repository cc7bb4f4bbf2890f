import UIKit

/// Draws a grid. Used to read `UIScreen.main.scale` directly.
final class GridView: UIView {
    /* Migration note: UIScreen.main.scale is deprecated in iOS 26; we use the trait collection. */
    private let analyticsKey = "UIScreen.main.scale"
    private let help = """
        If lines look blurry, check UIScreen.main.scale on the device.
        """
    private let pattern = #"UIScreen\.main\.scale"#

    override func draw(_ rect: CGRect) {
        // TODO: stop using UIScreen.main.scale here
        let scale = UIScreen.main.scale
        let step = 8 / scale
        var x: CGFloat = 0
        while x < rect.width {
            UIColor.separator.setStroke()
            x += step
        }
    }
}
