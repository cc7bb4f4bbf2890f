import UIKit

final class ReceiptViewController: UIViewController {
    private let receiptView = UIImageView(frame: .zero)

    func renderReceipt(_ text: String) -> UIImage {
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = UIKit.UIScreen.main.scale
        return UIGraphicsImageRenderer(size: CGSize(width: 320, height: 480), format: format).image { _ in }
    }
}
