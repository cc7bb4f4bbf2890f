import UIKit

final class DropDown { var selectionAction: ((Int, String) -> Void)? }

enum Loader { static func fetch(_ done: @escaping () -> Void) { done() } }

final class SearchController: UIViewController {
    let sortDown = DropDown()
    let sheet = UIView()

    func load() {
        Loader.fetch { [weak self] in
            self?.showSort()
        }
    }

    func showSort() {
        sortDown.selectionAction = { [unowned self] (index: Int, item: String) in
            self.configure(title: item)
        }
    }

    func configure(title: String) {
        sheet.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 200)
    }
}
