import UIKit

final class DetailController: UIViewController {
    private let poster = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(poster)
        poster.dropShadow()
    }
}
