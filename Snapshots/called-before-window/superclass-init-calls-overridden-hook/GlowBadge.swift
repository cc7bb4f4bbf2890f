import UIKit

final class GlowBadge: TemplateView {
    override func configureLayers() {
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale
    }
}
