import UIKit

final class GalleryViewController: UIViewController {
    static var startsCompact: Bool {
        UIScreen.main.traitCollection.horizontalSizeClass == .compact
    }

    private var columns = 2

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.async {
            self.columns = UIScreen.main.traitCollection.horizontalSizeClass == .compact ? 2 : 4
        }
    }
}
