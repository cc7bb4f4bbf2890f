import UIKit

final class NoiseTextureView: UIView {
    private let textureLayer = CALayer()
    private var renderedSize: CGSize = .zero

    override func layoutSubviews() {
        super.layoutSubviews()
        textureLayer.frame = bounds
        guard bounds.size != renderedSize else { return }
        renderedSize = bounds.size
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = UIScreen.main.scale
        let image = UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        textureLayer.contents = image.cgImage
    }
}
