import UIKit

final class MapViewController: UIViewController {
    private var reportButton: UIButton?

    func addReportButton(at y: CGFloat) {
        let button = UIButton(frame: CGRect(x: UIScreen.main.bounds.minX + 30, y: y, width: 56, height: 56))
        view.addSubview(button)
        reportButton = button
    }
}
