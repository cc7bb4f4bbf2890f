import UIKit

final class LottieLikeView: UIView {
    private let animationLayer = CALayer()

    func play(_ loader: AnimationLoader) {
        loader.load { [weak self] frames in
            self?.animationLayer.contents = frames.first
            self?.animationLayer.contentsScale = UIScreen.main.scale
        }
    }
}

final class AnimationLoader {
    func load(_ completion: @escaping ([CGImage]) -> Void) {
        completion([])
    }
}
