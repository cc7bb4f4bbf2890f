#if canImport(UIKit)
import UIKit
typealias FormController = UIViewController
#else
import AppKit
typealias FormController = NSViewController
#endif

final class ShareCodeViewController: FormController {
    private var codeHeight: CGFloat = 300

    override func viewDidLoad() {
        super.viewDidLoad()
        if UIScreen.main.traitCollection.userInterfaceIdiom == .pad {
            codeHeight = 450
        }
    }
}
