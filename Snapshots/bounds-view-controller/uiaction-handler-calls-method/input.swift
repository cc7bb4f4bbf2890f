import UIKit

final class RecipeCardViewController: UIViewController {
    private let cardView = UIView()
    private let expandButton = UIButton(type: .system)
    private var cardWidth: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(cardView)
        view.addSubview(expandButton)
        let width = cardView.widthAnchor.constraint(equalToConstant: 280)
        width.isActive = true
        cardWidth = width
        expandButton.setTitle("Expand", for: .normal)
        expandButton.addAction(UIAction { [weak self] _ in
            self?.expandCard()
        }, for: .touchUpInside)
    }

    private func expandCard() {
        cardWidth?.constant = UIScreen.main.bounds.width - 24
        UIView.animate(withDuration: 0.25) {
            self.view.layoutIfNeeded()
        }
    }
}
