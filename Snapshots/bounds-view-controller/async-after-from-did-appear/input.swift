import UIKit

final class ReceiptViewController: UIViewController {
    private let receiptView = UIView()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        view.addSubview(receiptView)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            let width = UIScreen.main.bounds.width - 40
            self.receiptView.frame = CGRect(x: 20, y: 80, width: width, height: width * 1.4)
        }
    }
}
