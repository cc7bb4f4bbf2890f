import UIKit

final class CoachMarkView: UIView {
    var message: String?
}

final class TutorialViewController: UIViewController {
    private var coachMark: CoachMarkView?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard coachMark == nil else { return }
        let mark = CoachMarkView(frame: UIScreen.main.bounds)
        mark.message = "Swipe left to see more"
        mark.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        view.addSubview(mark)
        coachMark = mark
    }
}
