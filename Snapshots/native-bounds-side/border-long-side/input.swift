import UIKit

final class GalleryHeaderFactory {
    func makeHeader(height: CGFloat) -> UIView {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
        header.autoresizingMask = .flexibleWidth
        // The panel's long side in points, so the border spans the header in any orientation.
        let longSide = UIScreen.main.nativeBounds.height / UIScreen.main.nativeScale
        let border = CALayer()
        border.frame = CGRect(x: 0, y: height - 0.5, width: longSide, height: 0.5)
        border.backgroundColor = UIColor.black.cgColor
        header.layer.addSublayer(border)
        return header
    }
}
