import UIKit

let kScreenWidth = UIScreen.main.bounds.size.width
let kScreenHeight = UIScreen.main.bounds.size.height
var kScreenScale: CGFloat = UIScreen.main.scale

var isPad: Bool {
    UIScreen.main.bounds.width >= 768
}
