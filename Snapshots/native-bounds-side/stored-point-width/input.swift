import UIKit

final class PhotosViewController: UIViewController {
    let pointWidth = UIScreen.main.nativeBounds.width / UIScreen.main.nativeScale
    let strip = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        strip.frame = CGRect(x: 0, y: 0, width: pointWidth, height: 2)
    }
}
