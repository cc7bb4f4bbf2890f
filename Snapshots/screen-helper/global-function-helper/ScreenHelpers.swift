import UIKit

func screenWidth() -> CGFloat {
    UIScreen.main.bounds.width
}

func screenHeight() -> CGFloat {
    return UIScreen.main.bounds.height
}
