import UIKit

final class EpisodesViewController: UIViewController {
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        configureRows()
        NotificationCenter.default.addObserver(forName: .init("ThemeChanged"), object: nil, queue: .main) { [weak self] _ in
            self?.resizeHeader()
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        resizeHeader()
    }

    private func configureRows() {
        tableView.rowHeight = UIScreen.main.bounds.width > 360 ? 130 : 150
    }

    private func resizeHeader() {
        tableView.tableHeaderView?.frame.size.height = UIScreen.main.bounds.height / 4
    }
}
