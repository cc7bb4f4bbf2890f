import UIKit

final class GalleryController: UIViewController {
    var targetSize = CGSize.zero

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let side = UIScreen.main.bounds.width * UIScreen.main.scale
        targetSize = CGSize(width: side, height: side)
    }
}
