import UIKit

final class CallViewController: UIViewController {
    let video = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(video)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        video.frame = UIScreen.main.bounds
    }
}

final class ShellViewController: UIViewController {
    func showCall() {
        let call = CallViewController()
        call.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        addChild(call)
        view.addSubview(call.view)
        call.didMove(toParent: self)
    }
}
