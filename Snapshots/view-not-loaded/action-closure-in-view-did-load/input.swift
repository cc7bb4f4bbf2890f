import UIKit

final class FilterViewController: UIViewController {
    private let filterButton = UIButton(type: .system)
    private let panel = UIView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(filterButton)
        filterButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            panel.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width * 0.8, height: 400)
            view.addSubview(panel)
        }, for: .touchUpInside)
    }
}
