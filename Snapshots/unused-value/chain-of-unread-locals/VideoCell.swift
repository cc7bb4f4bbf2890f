import UIKit

final class VideoCell: UITableViewCell {
    let titleLabel = UILabel()

    override func awakeFromNib() {
        super.awakeFromNib()
        let screenSize = UIScreen.main.bounds
        let screenWidth = screenSize.width
        let labelWidth = UIScreen.main.bounds.width - 40
        titleLabel.frame.size.width = labelWidth
    }
}
