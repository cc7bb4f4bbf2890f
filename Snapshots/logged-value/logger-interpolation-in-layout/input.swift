import UIKit

struct AppLogger {
    func debug(_ message: String) {}
}

final class BannerView: UIView {
    private let logger = AppLogger()
    private let label = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
        logger.debug("banner laid out on a screen \(UIScreen.main.bounds.width) wide")
    }
}
