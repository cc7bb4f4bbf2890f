import UIKit

final class HairlineSeparatorView: UIView {
    private let line = CALayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        let thickness = 1 / max(traitCollection.displayScale, 1)
        line.frame = CGRect(x: 0, y: bounds.height - thickness, width: bounds.width, height: thickness)
        line.contentsScale = traitCollection.displayScale
    }
}

final class ListViewController: UIViewController {
    private let listView = UIView(frame: .zero)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        listView.frame = view.bounds
    }
}
