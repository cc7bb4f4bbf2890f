import UIKit

final class SheetPresenter {
    weak var sheet: SheetSizing?
    let container = UIView()

    func place() {
        guard let sheet else { return }
        container.frame.size.height = sheet.expandedHeight
    }
}
