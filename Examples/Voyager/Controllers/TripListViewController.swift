import UIKit

/// The list of upcoming trips. Its rows were sized from the main screen, and a closure that
/// refreshes it unwraps `self` the pre-Swift 5.8 way.
final class TripListViewController: UITableViewController {
    private let summaryBar = UIView()
    private var trips: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trips.count
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UIScreen.main.bounds.width > 400 ? 120 : 96
    }

    func show(_ newTrips: [String]) {
        DispatchQueue.main.async { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.trips = newTrips
            strongSelf.summaryBar.layer.borderWidth = 1 / UIScreen.main.scale
            strongSelf.tableView.reloadData()
        }
    }
}
