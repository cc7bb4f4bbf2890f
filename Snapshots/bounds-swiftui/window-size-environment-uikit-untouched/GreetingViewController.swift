import SwiftUI

final class GreetingViewController: UIViewController {
    private let host = UIHostingController(rootView: GreetingView())

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        host.view.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 200)
    }
}
