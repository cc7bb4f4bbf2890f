import UIKit

final class PhotoCell: UICollectionViewCell {
    let badge = UIView()
}

final class PhotoCellConfigurator {
    func configure(_ cell: PhotoCell, host: UIViewController?) {
        cell.badge.frame.size.width = UIScreen.main.bounds.width / 4
        host?.view.layoutMargins.left = UIScreen.main.bounds.width > 700 ? 40 : 16
    }
}
