import UIKit

extension UIDevice {
    static var isNotched: Bool {
        UIScreen.main.bounds.height == 812 || UIScreen.main.bounds.height == 896
    }
}

final class AlarmViewController: UIViewController {
    let header = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top: CGFloat = UIDevice.isNotched ? 88 : 64
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: top)
    }
}
