import UIKit

final class BadgeViewController: UIViewController {
    let badge = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.image = UIImage.dot(color: .red, size: CGSize(width: 8, height: 8))
    }
}
