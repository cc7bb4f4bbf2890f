import UIKit

final class InboxViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = UIScreen.main.bounds
        tableView.rowHeight = 72
        view.addSubview(tableView)
    }
}
