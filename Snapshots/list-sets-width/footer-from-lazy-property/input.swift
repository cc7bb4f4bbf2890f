import UIKit

final class DepositViewController: UIViewController {
    private let tableView = UITableView()
    private lazy var footer: UIView = {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: 280))
        view.backgroundColor = .white
        return view
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.tableFooterView = footer
    }
}
