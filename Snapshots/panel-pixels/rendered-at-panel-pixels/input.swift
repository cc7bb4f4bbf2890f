import UIKit

final class SnapshotMaker {
    func render(_ view: UIView) -> UIImage {
        let pixels = UIScreen.main.nativeBounds.size
        return makeImage(of: view, pixelSize: pixels)
    }

    private func makeImage(of view: UIView, pixelSize: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: pixelSize, format: format).image { context in
            context.fill(view.bounds)
        }
    }
}
