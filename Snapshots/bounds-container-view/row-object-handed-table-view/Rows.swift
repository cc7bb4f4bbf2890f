import UIKit

class BaseRow: NSObject {
    func height(tableView: UITableView) -> CGFloat {
        return 44
    }

    func estimatedHeight(tableView: UITableView) -> CGFloat {
        return 44
    }
}

final class PhotoRow: BaseRow {
    var aspect: CGFloat = 1

    override func height(tableView: UITableView) -> CGFloat {
        return UIScreen.main.bounds.width * aspect
    }

    override func estimatedHeight(tableView: UITableView) -> CGFloat {
        return UIScreen.main.bounds.width
    }
}

final class RowSection: NSObject {
    var rows: [BaseRow] = []

    func height(tableView: UITableView, row: Int) -> CGFloat {
        return rows[row].height(tableView: tableView)
    }
}
