import UIKit

let screenSize = UIScreen.main.bounds.size
let screenRect = CGRect(origin: .zero, size: screenSize)

struct CardStyle {
    let width = UIScreen.main.bounds.width - 32
}
