import UIKit

final class Renderer {
    func pixelWidth(of width: CGFloat) -> CGFloat {
        width * UIScreen.main.nativeScale
    }
}
