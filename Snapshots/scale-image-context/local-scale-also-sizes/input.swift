import UIKit

final class ChartView: UIView {
    func snapshotImage() -> UIImage? {
        let scale = UIScreen.main.scale
        let pixelWidth = bounds.width * scale
        UIGraphicsBeginImageContextWithOptions(CGSize(width: pixelWidth, height: 40), false, scale)
        defer { UIGraphicsEndImageContext() }
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
