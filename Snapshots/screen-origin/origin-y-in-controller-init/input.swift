import UIKit

final class SheetController: UIViewController {
    private let restingFrame: CGRect

    init() {
        restingFrame = CGRect(x: 0, y: UIScreen.main.bounds.minY, width: UIScreen.main.bounds.width, height: 300)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
