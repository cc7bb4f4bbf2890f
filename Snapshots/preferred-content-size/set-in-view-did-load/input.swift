import UIKit

final class FilterSheetController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = CGSize(width: UIScreen.main.bounds.width, height: 320)
    }
}
