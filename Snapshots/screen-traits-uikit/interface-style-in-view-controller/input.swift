import UIKit

final class ReaderViewController: UIViewController {
    private var usesDarkPalette = false

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        usesDarkPalette = UIScreen.main.traitCollection.userInterfaceStyle == .dark
        let compact = UIScreen.main.traitCollection.horizontalSizeClass == .compact && usesDarkPalette
        view.layoutMargins.left = compact ? 8 : 20
    }
}
