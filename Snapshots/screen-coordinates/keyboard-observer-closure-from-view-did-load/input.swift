import UIKit

final class ComposerViewController: UIViewController {
    private var keyboardOverlap: CGFloat = 0
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                          object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillShow(note)
        }
    }

    private func keyboardWillShow(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        keyboardOverlap = UIScreen.main.bounds.height - frame.minY
    }
}
