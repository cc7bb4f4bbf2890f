import UIKit

final class FeedViewController: UITableViewController {
    private var heights: [IndexPath: CGFloat] = [:]

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if let known = heights[indexPath] { return known }
        return UIScreen.main.bounds.width * 9 / 16
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        DispatchQueue.main.async { [weak self] in
            self?.heights[indexPath] = UIScreen.main.bounds.height / 4
        }
    }
}
