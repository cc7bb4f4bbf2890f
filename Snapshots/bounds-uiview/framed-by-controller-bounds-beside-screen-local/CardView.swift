import UIKit

final class CardView: UIView {
    let titleLabel = UILabel()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(titleLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame.size.height = UIScreen.main.bounds.height * 0.1
    }
}

final class CardViewController: UIViewController {
    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let width: CGFloat = UIScreen.main.bounds.width * 0.9
        banner.frame.size.width = width
        view.addSubview(banner)
    }

    lazy var cardView: CardView = {
        let card = CardView()
        card.frame.size = CGSize(width: self.view.bounds.width, height: 300)
        return card
    }()
}
