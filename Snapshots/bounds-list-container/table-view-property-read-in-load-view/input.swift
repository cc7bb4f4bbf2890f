import UIKit

final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let detailPanel = UIView()
    private let rows = ["Account", "Notifications", "Privacy"]

    override func loadView() {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view = tableView
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // Slide a detail panel in over the trailing two thirds of the list.
        let panelWidth = UIScreen.main.bounds.width * 2 / 3
        detailPanel.frame = CGRect(x: tableView.contentOffset.x + tableView.bounds.width - panelWidth,
                                   y: tableView.contentOffset.y, width: panelWidth, height: tableView.bounds.height)
        tableView.addSubview(detailPanel)
    }
}
