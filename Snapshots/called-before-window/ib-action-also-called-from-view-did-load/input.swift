import UIKit

final class PlayerControlsViewController: UIViewController {
    private let scrubber = UIView()
    private var scrubberWidth: NSLayoutConstraint?
    private var isCompact = true

    override func viewDidLoad() {
        super.viewDidLoad()
        scrubber.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrubber)
        let width = scrubber.widthAnchor.constraint(equalToConstant: 0)
        width.isActive = true
        scrubberWidth = width
        // Restore the size the user last chose.
        isCompact = !UserDefaults.standard.bool(forKey: "player.expanded")
        toggleSize(nil)
    }

    @IBAction func toggleSize(_ sender: UIButton?) {
        let fraction: CGFloat = isCompact ? 0.5 : 0.9
        scrubberWidth?.constant = UIScreen.main.bounds.width * fraction
        isCompact.toggle()
    }
}
