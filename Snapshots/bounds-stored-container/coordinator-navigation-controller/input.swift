import UIKit

protocol Coordinator: AnyObject {
    func start()
}

final class OnboardingCoordinator: Coordinator {
    private let navigationController: UINavigationController
    private var children: [Coordinator] = []

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let welcome = UIViewController()
        welcome.preferredContentSize = CGSize(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height * 0.6)
        navigationController.present(welcome, animated: true)
    }

    func showBanner(_ banner: UIView) {
        banner.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: 44)
        banner.contentScaleFactor = UIScreen.main.scale
        navigationController.view.addSubview(banner)
    }
}
