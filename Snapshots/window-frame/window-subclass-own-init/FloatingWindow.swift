import UIKit

final class FloatingWindow: UIWindow {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class BannerWindow: UIWindow {
    init() {
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class CardView: UIView {
    init() {
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) { fatalError() }
}
