import UIKit

open class NoticeView: UIView {
    var mainView: UIView
    private var card: UIView?

    public init(add to: UIView) {
        mainView = to
        super.init(frame: to.frame)
    }

    required public init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open func present(title: String) {
        let card = UIView()
        self.card = card
        self.mainView.addSubview(card)
        layoutCard()
    }

    open func layoutCard() {
        switch UIScreen.main.traitCollection.verticalSizeClass {
        case .compact: card?.layoutMargins = .zero
        default: card?.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        }
        card?.frame.size.width = UIScreen.main.bounds.width - 40
    }
}
