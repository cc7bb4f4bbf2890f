import UIKit

final class PassThroughView: UIView {}

final class PauseController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        self.view = PassThroughView(frame: CGRect(x: 0, y: 0,
                                                  width: UIScreen.main.bounds.size.width,
                                                  height: UIScreen.main.bounds.size.height - 1))
        view.isOpaque = false
    }
}

final class HostController: UIViewController {
    let pause = PauseController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(pause)
        view.addSubview(pause.view)
        pause.didMove(toParent: self)
    }
}
