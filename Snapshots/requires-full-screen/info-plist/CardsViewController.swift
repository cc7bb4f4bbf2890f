import UIKit

final class CardsViewController: UIViewController {
    var cardWidth: CGFloat = 0

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        cardWidth = UIScreen.main.bounds.width - 32
    }
}
