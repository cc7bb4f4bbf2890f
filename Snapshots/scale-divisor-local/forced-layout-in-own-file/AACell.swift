import UIKit

final class AACell: UITableViewCell {
    func refresh() {
        layoutIfNeeded()
    }
}
