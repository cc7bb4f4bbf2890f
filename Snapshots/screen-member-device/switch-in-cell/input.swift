import UIKit

extension UIScreen {
    var isCompact: Bool { self.currentMode.map { $0.size.height <= 1334 } ?? false }
}

final class FeedCell: UITableViewCell {
    let title = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        title.font = .systemFont(ofSize: UIScreen.main.isCompact ? 14 : 17)
    }
}
