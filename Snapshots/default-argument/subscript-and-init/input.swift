import UIKit

final class GridView: UIView {
    var columns = 3

    subscript(column: Int, width: CGFloat = UIScreen.main.bounds.width) -> CGFloat {
        width / CGFloat(columns) * CGFloat(column)
    }

    convenience init(columns: Int, scale: CGFloat = UIScreen.main.scale) {
        self.init(frame: .zero)
        self.columns = columns
        layer.contentsScale = UIScreen.main.scale
    }
}
