import UIKit

final class StatusController: UIViewController {
    let picker = UIView()

    func showPicker() {
        let width = UIScreen.main.bounds.width
        let height = UIScreen.main.bounds.height
        picker.frame = CGRect(x: 0, y: 0, width: width > height ? height : width, height: 150)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.view.addSubview(picker)
        present(alert, animated: true)
    }

    func showWide() {
        let width = UIScreen.main.bounds.width
        let height = UIScreen.main.bounds.height
        picker.isHidden = width > height
    }
}
