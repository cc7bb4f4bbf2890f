import UIKit

final class MenuView: UIView {
    let row = UIView()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(row)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        frame = UIScreen.main.bounds
        row.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)
    }
}
