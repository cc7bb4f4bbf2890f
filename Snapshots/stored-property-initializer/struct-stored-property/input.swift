import UIKit

struct ToastStyle {
    var width = UIScreen.main.bounds.width - 32
    var height: CGFloat = 56
    var cornerRadius: CGFloat = 12
    var maxTextWidth = UIScreen.main.bounds.width - 64
}
