import UIKit

final class ReceiptViewController: UIViewController {
    let preview = UIImageView()
    var thumbnail: UIImage?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(preview)
        thumbnail = renderThumbnail()
    }

    private func renderThumbnail() -> UIImage? {
        let scale = UIScreen.main.scale
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 120, height: 160), true, scale)
        defer { UIGraphicsEndImageContext() }
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
