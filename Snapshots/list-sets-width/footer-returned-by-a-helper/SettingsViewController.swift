import UIKit

final class SettingsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableFooterView = versionView()
        DispatchQueue.main.async { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.tableView.tableFooterView = strongSelf.versionView()
        }
    }

    private func versionView() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: 70))
        view.backgroundColor = .clear
        return view
    }
}

final class NewsViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableHeaderView = bannerView()
        view.addSubview(bannerView())
    }

    private func bannerView() -> UIView {
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 120))
        banner.backgroundColor = .systemBlue
        return banner
    }
}
