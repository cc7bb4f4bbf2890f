import UIKit

extension UIView {
    func addBottomBorder(color: UIColor) {
        let border = UIView()
        border.backgroundColor = color
        border.frame = CGRect(x: 0, y: bounds.height - 1 / UIScreen.main.scale, width: bounds.width, height: 1 / UIScreen.main.scale)
        addSubview(border)
    }
}
