import UIKit

public typealias SheetController = Sheet.Controller

/// A bottom sheet whose controller is nested in a namespace class and reached by an alias.
open class Sheet {
    open class Controller: UIViewController {
        let overlayView = UIView()

        public convenience init() {
            self.init(nibName: nil, bundle: nil)
            configure()
        }
    }
}

private extension SheetController {
    func configure() {
        overlayView.frame = UIScreen.main.bounds
        view.addSubview(overlayView)
    }
}
