import UIKit

/// A shift editor whose sheet slides up over everything, added to the key window, and a hint label in its own view.
final class ShiftsViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
    }

    private let sheet = UIView()
    private let hint = UILabel()

    @IBAction func addShiftTapped(_ sender: UIButton) {
        guard let window = view.window else { return }
        window.addSubview(sheet)
        view.addSubview(hint)
        UIView.animate(withDuration: 0.3) {
            self.sheet.frame = CGRect(x: 0, y: 80, width: UIScreen.main.bounds.width, height: 400)
            self.hint.frame = CGRect(x: 0, y: 40, width: UIScreen.main.bounds.width, height: 20)
        }
    }
}
