import UIKit

private let screenWidth = UIScreen.main.bounds.width
fileprivate let screenHeight = UIScreen.main.bounds.height
private let rowHeight = UIScreen.main.bounds.height / 12

final class LogViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = rowHeight
    }
}
