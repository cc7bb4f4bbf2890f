import UIKit

/// A report whose rows take a share of the screen's height, and whose chart row spans its width.
final class ReportViewController: UIViewController, UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if indexPath.row == 0 {
            return UIScreen.main.bounds.height * 0.35
        }
        return UIScreen.main.bounds.width * 0.6
    }
}
