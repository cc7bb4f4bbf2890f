import UIKit

extension UIDevice {
    var isFourInchPhone: Bool {
        let width = UIScreen.main.bounds.width
        let height = UIScreen.main.bounds.height
        return max(width, height) == 568
    }
}
