import UIKit

/// Shows a banner over the status bar: a snapshot of the whole screen slides out beneath it.
final class StatusBarBanner {
    private var statusBarView: UIView?
    private let window = UIWindow()

    func show(text: String) {
        let banner = UIView()
        window.addSubview(banner)
        statusBarView = banner
        let screenshot = UIScreen.main.snapshotView(afterScreenUpdates: true)
        banner.addSubview(screenshot)
    }
}
