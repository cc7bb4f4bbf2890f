import UIKit

final class OnboardingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        UIApplication.shared.keyWindow?.endEditing(true)
        configure()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIApplication.shared.keyWindow?.endEditing(true)
    }

    private func configure() {
        UIApplication.shared.windows.first?.endEditing(true)
    }
}
