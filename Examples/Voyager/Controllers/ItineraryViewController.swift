import UIKit

/// The day-by-day itinerary. It reads the app's key window, the status bar orientation and the
/// device idiom the way code written before scenes did; `screenmod --enable duo Examples`
/// rewrites or reports each of them.
final class ItineraryViewController: UIViewController {
    private var columns = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        // Before the view is in a window: reported, not rewritten.
        UIApplication.shared.keyWindow?.endEditing(true)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIApplication.shared.windows.first { $0.isKeyWindow }?.endEditing(true)
        if UIApplication.shared.statusBarOrientation.isLandscape {
            AnalyticsService.shared.track("itinerary-landscape")
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // The device decides the layout here: reported, decide from the size class instead.
        columns = UIDevice.current.userInterfaceIdiom == .pad ? 2 : 1
    }
}
