import UIKit

final class StoryViewController: UIViewController {
    private let storyView = UIView(frame: .zero)
    private let player = StoryPlayer()

    func start() {
        player.prepare { [weak self] in
            guard let self else { return }
            self.player.play {
                self.storyView.frame.size.width = UIScreen.main.bounds.width
            }
        }
    }
}

final class StoryPlayer {
    func prepare(_ completion: @escaping () -> Void) {}
    func play(_ onFrame: @escaping () -> Void) {}
}
