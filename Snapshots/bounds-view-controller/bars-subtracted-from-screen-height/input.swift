import UIKit

final class SeatMapViewController: UIViewController {
    private let seatMapView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(seatMapView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let navigationBarHeight = navigationController?.navigationBar.frame.height ?? 0
        let visibleHeight = UIScreen.main.bounds.height - navigationBarHeight - view.safeAreaInsets.bottom
        seatMapView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: visibleHeight)
    }
}
