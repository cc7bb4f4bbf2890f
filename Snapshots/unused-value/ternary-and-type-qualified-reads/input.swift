import UIKit

final class GridController: UIViewController {
    var isEmpty = false
    var sizeSource: ((Int) -> CGSize)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let side = UIScreen.main.bounds.width / 3
        let cellSize = CGSize(width: side, height: side)
        sizeSource = { _ in
            return self.isEmpty ? CGSize.zero : cellSize
        }
        let wide = UIScreen.main.bounds.width / 2
        let wideSize = CGSize(width: wide, height: wide)
        sizeSource = { _ in self.isEmpty ? wideSize : .zero }
    }
}

final class LoadingBox: UIView {
    convenience init(text: String) {
        let width = UIScreen.ScreenWidth / 2
        self.init(frame: CGRect(x: 0, y: 0, width: width, height: width / 3))
    }
}

private extension UIScreen {
    class var ScreenWidth: CGFloat {
        UIScreen.main.bounds.size.width
    }
}
