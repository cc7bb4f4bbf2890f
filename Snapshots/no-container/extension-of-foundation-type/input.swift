import UIKit

extension NumberFormatter {
    func pixelString(for points: CGFloat) -> String {
        string(from: NSNumber(value: Double(points * UIScreen.main.scale))) ?? "\(points)"
    }
}
