import UIKit

protocol SheetSizing: AnyObject {
    var collapsedHeight: CGFloat { get }
}

final class SheetController: UIViewController, SheetSizing {
    var collapsedHeight: CGFloat {
        UIScreen.main.bounds.height / 3
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        handle.frame.size.width = UIScreen.main.bounds.width / 5
    }

    private let handle = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(handle)
    }
}
