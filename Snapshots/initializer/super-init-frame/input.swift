import UIKit

final class LoadingOverlayView: UIView {
    private let spinner = UIView(frame: .zero)

    init(message: String) {
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = UIColor.black.withAlphaComponent(0.4)
        addSubview(spinner)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
