import UIKit

final class LyricsController: UIViewController {
    let lyrics = UILabel()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        lyrics.frame.size.width = UIScreen.main.bounds.height
        lyrics.frame.size.height = UIScreen.main.bounds.width
        lyrics.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        lyrics.transform = CGAffineTransform(rotationAngle: .pi / 2)
    }
}
