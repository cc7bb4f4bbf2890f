import UIKit

protocol SwipeDownInteractionDelegate: AnyObject {
    func swipeDownInteraction(didChangeProgress progress: CGFloat)
}

final class PhotoViewerViewController: UIViewController, SwipeDownInteractionDelegate {
    private let photoView = UIImageView(frame: .zero)
    private let captionView = UILabel()
    var percentDrivenTransition: UIPercentDrivenInteractiveTransition?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photoView)
        view.addSubview(captionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        update(0)
    }

    // Called by the swipe-down interaction while the photo is dragged.
    func swipeDownInteraction(didChangeProgress progress: CGFloat) {
        percentDrivenTransition?.update(progress)
    }

    private func update(_ dimming: CGFloat) {
        let width = UIScreen.main.bounds.width
        photoView.frame = CGRect(x: 0, y: 0, width: width, height: width)
        captionView.alpha = 1 - dimming
    }
}
