import UIKit
import AVFoundation

final class SlideshowMaker {
    private let frameRate: Int32 = 30

    func makeComposition(for asset: AVAsset) -> AVMutableVideoComposition {
        let composition = AVMutableVideoComposition(propertiesOf: asset)
        // Portrait 9:16 at the width of the phone.
        composition.renderSize = CGSize(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.width * 16 / 9)
        return composition
    }
}
