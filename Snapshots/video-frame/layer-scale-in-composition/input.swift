import UIKit
import AVFoundation

final class WatermarkExporter {
    func composition(for asset: AVAsset, renderSize: CGSize) -> AVMutableVideoComposition {
        let composition = AVMutableVideoComposition(propertiesOf: asset)
        composition.renderSize = renderSize
        let videoLayer = CALayer()
        videoLayer.frame = CGRect(origin: .zero, size: renderSize)
        let overlay = CALayer()
        overlay.frame = videoLayer.frame
        let title = CATextLayer()
        title.string = "Made with Clips"
        title.contentsScale = UIScreen.main.scale
        title.frame = CGRect(x: 24, y: 24, width: renderSize.width - 48, height: 64)
        overlay.addSublayer(videoLayer)
        overlay.addSublayer(title)
        composition.animationTool = AVVideoCompositionCoreAnimationTool(postProcessingAsVideoLayer: videoLayer, in: overlay)
        return composition
    }
}
