import UIKit

final class SwitchDemoController: UIViewController {
    private let panel = UIView()
    private var expanded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(panel)
    }

    @IBAction func switchChanged(_ sender: UIButton) {
        expanded = sender.isSelected
        panel.frame.size.width = expanded ? UIScreen.main.bounds.width : 120
    }
}

final class DemoListController: UIViewController {
    func showDemo() {
        navigationController?.pushViewController(SwitchDemoController(), animated: true)
    }
}
