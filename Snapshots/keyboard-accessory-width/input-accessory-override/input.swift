import UIKit

final class ChatViewController: UIViewController {
    private let composer = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 56))

    override var inputAccessoryView: UIView? {
        composer
    }
}
