import UIKit

final class NoticeController: UIViewController {
    private var widthConstraint: NSLayoutConstraint?

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let target = view.bounds.width * 0.6
        widthConstraint?.constant = ceil(target * UIScreen.main.scale) / UIScreen.main.scale
        view.layer.borderWidth = 1 * UIScreen.main.scale / UIScreen.main.scale
    }
}
