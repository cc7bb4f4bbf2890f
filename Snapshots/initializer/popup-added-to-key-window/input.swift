import UIKit

final class SelectionDialog: UIView {
    private let dialogView = UIView()

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: UIScreen.main.bounds.size.height))
        addSubview(dialogView)
    }

    required init?(coder: NSCoder) { fatalError() }

    func show() {
        UIApplication.shared.keyWindow?.addSubview(self)
    }
}

final class Loader {
    static let shared = Loader()
    private let dim = UIView()

    func start() {
        dim.frame = UIScreen.main.bounds
        guard let window = UIApplication.shared.windows.first else { return }
        window.addSubview(dim)
    }
}

final class Banner: UIView {
    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 40))
    }
    required init?(coder: NSCoder) { fatalError() }
    func show(in view: UIView) { view.addSubview(self) }
}

final class HomeViewController: UIViewController {
    private let banner = Banner()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        SelectionDialog().show()
        Loader.shared.start()
        banner.show(in: view)
    }
}
