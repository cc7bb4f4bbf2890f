import UIKit

/// A sheet that slides its own view down off the screen to dismiss, and its card into place.
final class SlideSheetViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
    }

    private let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
    }

    @IBAction func dismissTapped(_ sender: UIButton) {
        UIView.animate(withDuration: 0.3) {
            self.view.transform = CGAffineTransform(translationX: 0, y: UIScreen.main.bounds.height)
        }
    }

    @IBAction func showCard(_ sender: UIButton) {
        card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 200)
    }
}
