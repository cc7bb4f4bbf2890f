import UIKit

final class AvatarCache {
    func pixelSide(for points: CGFloat) -> CGFloat {
        points * UIDevice.current.screenScale
    }
}
