import UIKit

final class RootNavigationController: UINavigationController {
    private let progressBar = UIView(frame: .zero)

    func setProgress(_ progress: CGFloat) {
        progressBar.frame = CGRect(x: 0, y: navigationBar.frame.maxY,
                                   width: UIScreen.main.bounds.width * progress, height: 2)
    }
}
