import UIKit

final class TipCardController: UIViewController {
    var maxLabelWidth: CGFloat = 0
    var cardHeight: CGFloat = 0

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        maxLabelWidth = UIScreen.main.bounds.height - 40
        cardHeight = UIScreen.main.bounds.height / 2
    }
}
