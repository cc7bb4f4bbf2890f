import UIKit

final class BlurPresentationController: UIPresentationController {
    private let snapshotLayer = CALayer()

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        snapshotLayer.contentsScale = UIScreen.main.nativeScale
    }
}
