import UIKit

final class PlayerViewController: UIViewController {
    private let banner = UIView()
    private var bottomInset: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        bottomInset = view.safeAreaInsets.bottom
        banner.frame = CGRect(x: 0, y: UIScreen.main.bounds.height - (44 + bottomInset),
                              width: UIScreen.main.bounds.width, height: 44)
    }
}

final class ToastViewController: UIViewController {
    private let toast = UIView()
    private var bottomSafeArea: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(toast)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        bottomSafeArea = view.window?.safeAreaInsets.bottom ?? 0
        toast.frame = CGRect(x: 0, y: UIScreen.main.bounds.height - (44 + bottomSafeArea),
                             width: UIScreen.main.bounds.width, height: 44)
    }
}
