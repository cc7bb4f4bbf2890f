import UIKit
import Combine

final class LiveScoreViewController: UIViewController {
    private let scoreboard = UIView()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scoreboard)
        NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)
            .sink { [weak self] _ in
                self?.resizeScoreboard()
            }
            .store(in: &cancellables)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        resizeScoreboard()
    }

    private func resizeScoreboard() {
        scoreboard.frame.size.width = UIScreen.main.bounds.width - 32
    }
}
