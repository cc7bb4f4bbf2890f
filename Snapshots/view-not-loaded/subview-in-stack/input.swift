import UIKit

final class SettingsViewController: UIViewController {
    private let stack = UIStackView()
    private let card = UIView()
    private let badge = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(stack)
        stack.addArrangedSubview(card)
        card.addSubview(badge)
        card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 200)
        badge.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width / 2, height: 20)
    }
}
