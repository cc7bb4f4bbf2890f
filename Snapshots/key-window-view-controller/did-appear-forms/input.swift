import UIKit

final class ComposeViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIApplication.shared.keyWindow?.endEditing(true)
        let root = UIApplication.shared.windows.first?.rootViewController
        let top = UIApplication.shared.windows.last
        let key = UIApplication.shared.windows.filter { $0.isKeyWindow }.first
        let key2 = UIApplication.shared.windows.first(where: { $0.isKeyWindow })
        let key3 = UIApplication.shared.windows.first { $0.isKeyWindow }
        let key4 = UIApplication.shared.windows.filter(\.isKeyWindow).first
        let visible = UIApplication.shared.windows.first(where: { !$0.isHidden })
        if let window = UIApplication.shared.windows.first {
            print(window)
        }
        print(root as Any, top as Any, key as Any, key2 as Any, key3 as Any, key4 as Any, visible as Any)
    }
}
