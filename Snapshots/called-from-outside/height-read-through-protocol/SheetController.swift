import UIKit

protocol SheetSizing: AnyObject {
    var expandedHeight: CGFloat { get }
}

final class SheetController: UIViewController, SheetSizing {
    var expandedHeight: CGFloat {
        UIScreen.main.bounds.height * 0.8
    }
}
