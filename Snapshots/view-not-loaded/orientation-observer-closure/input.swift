import UIKit

final class CarouselViewController: UIViewController {
    private let pagesView = UIScrollView()
    private var orientationObserver: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pagesView)
        orientationObserver = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            guard let self = self else { return }
            let pageWidth = UIScreen.main.bounds.width
            self.pagesView.contentSize = CGSize(width: pageWidth * 5, height: self.pagesView.bounds.height)
        }
    }

    deinit {
        if let orientationObserver {
            NotificationCenter.default.removeObserver(orientationObserver)
        }
    }
}
