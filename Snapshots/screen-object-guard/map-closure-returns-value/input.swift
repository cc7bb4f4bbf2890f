import UIKit

final class LayerGalleryViewController: UIViewController {
    private var layers: [CALayer] = []

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let scales = layers.map { _ in UIScreen.main.nativeScale }
        print(scales)
    }
}
