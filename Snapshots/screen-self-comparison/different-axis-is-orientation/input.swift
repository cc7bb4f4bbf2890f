import UIKit

final class GalleryController: UIViewController {
    var columns = 2

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = UIScreen.main.bounds.size
        if size.width > UIScreen.main.bounds.size.height {
            columns = 3
        }
    }
}
