import UIKit

final class SheetController: UIViewController {
    private let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        slideDown([card])
        park(card)
    }

    private func slideDown(_ dialogs: [UIView]) {
        dialogs.forEach { dialog in
            UIView.animate(withDuration: 0.3) {
                dialog.frame.origin.y = UIScreen.main.bounds.height
            }
        }
    }

    private func park(_ banner: UIView) {
        banner.frame.origin.x = UIScreen.main.bounds.width
    }
}
