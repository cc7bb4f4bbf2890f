import UIKit

final class BrowseController: UIViewController {
    var columns = 2

    override func viewDidLoad() {
        super.viewDidLoad()
        print(UIScreen.main.nativeBounds.height)
        switch UIScreen.main.nativeBounds.height {
        case 1136: columns = 1
        default: columns = 2
        }
    }
}
