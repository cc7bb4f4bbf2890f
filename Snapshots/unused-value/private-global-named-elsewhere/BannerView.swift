import UIKit

final class BannerView: UIView {
    func place() {
        let screenWidth = bounds.width
        let screenHeight = bounds.height
        frame.origin = CGPoint(x: screenWidth / 2, y: screenHeight / 2)
    }
}
