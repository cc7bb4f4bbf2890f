import UIKit

final class SlideshowViewController: UIViewController {
    private let mirroring = ExternalDisplayMirroring()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        mirroring.prepare(for: UIScreen.main)
    }
}

final class ExternalDisplayMirroring {
    func prepare(for screen: UIScreen) {}
}
