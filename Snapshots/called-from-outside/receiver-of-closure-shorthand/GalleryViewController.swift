import UIKit

final class GalleryViewController: UIViewController {
    private let gridView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(gridView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        refreshLayout()
    }

    func refreshLayout() {
        gridView.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 320)
    }
}
