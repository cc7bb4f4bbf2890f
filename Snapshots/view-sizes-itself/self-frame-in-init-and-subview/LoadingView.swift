import UIKit

final class LoadingView: UIView {
    let backdrop = UIView()

    init() {
        super.init(frame: .zero)
        self.frame = UIScreen.main.bounds
    }

    required init?(coder: NSCoder) { fatalError() }

    func showBackdrop() {
        backdrop.frame = UIScreen.main.bounds
        addSubview(backdrop)
    }
}
