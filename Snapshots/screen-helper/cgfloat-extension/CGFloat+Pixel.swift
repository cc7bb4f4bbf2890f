import UIKit

extension CGFloat {
    static let onePixel: CGFloat = 1 / UIScreen.main.scale
}
