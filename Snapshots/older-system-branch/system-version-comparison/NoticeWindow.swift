import UIKit

final class NoticeController: UIViewController {
    let notice = UIView()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if let version = Double(UIDevice.current.systemVersion), version < 9.0 {
            notice.frame.size.width = UIScreen.main.bounds.width
        } else {
            notice.frame.size.width = view.bounds.width
        }
    }
}
