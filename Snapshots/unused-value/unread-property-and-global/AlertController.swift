import UIKit

final class AlertController: UIViewController {
    let sheetHeight = UIScreen.main.bounds.height / 3
    let unusedWidth = UIScreen.main.bounds.width

    private let sheet = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        sheet.frame.size.height = sheetHeight
    }
}
