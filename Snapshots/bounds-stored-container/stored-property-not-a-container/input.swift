import UIKit

final class DownloadManager {
    let session = URLSession.shared
    let statusLabel: UILabel
    var alert: UIAlertController?
    var makeView: (() -> UIView)?
    var pages: [UIView] = []

    init(statusLabel: UILabel) {
        self.statusLabel = statusLabel
    }

    func targetSize() -> CGSize {
        UIScreen.main.bounds.size
    }
}
