import UIKit

/// Details of one trip: a hero image and a scrolling itinerary.
final class TripDetailViewController: UIViewController {
    let destination: String
    private let heroHeight = UIScreen.main.bounds.height * 0.35
    private lazy var scrollView = UIScrollView(frame: UIScreen.main.bounds)
    private let heroView = CardView()
    private var itineraryWidth: CGFloat

    init(destination: String) {
        self.destination = destination
        self.itineraryWidth = UIScreen.main.bounds.width - 32
        super.init(nibName: nil, bundle: nil)
        title = destination
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.addSubview(scrollView)
        scrollView.addSubview(heroView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The window may be narrower than the screen in Split View and Stage Manager.
        let width = view.window?.bounds.size.width ?? UIScreen.main.bounds.size.width
        heroView.frame = CGRect(x: 0, y: 0, width: width, height: heroHeight)
        itineraryWidth = UIScreen.main.bounds.width - 32
        scrollView.contentSize = CGSize(width: UIScreen.main.bounds.size.width, height: heroHeight + 1200)
    }
}
