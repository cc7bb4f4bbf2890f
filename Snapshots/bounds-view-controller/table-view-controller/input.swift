import UIKit

final class StoriesTableViewController: UITableViewController {
    private var stories: [String] = []
    private var lastLayoutSize: CGSize = .zero

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        lastLayoutSize = UIScreen.main.bounds.size
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stories.count
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? UIScreen.main.bounds.height * 0.4 : 88
    }
}
