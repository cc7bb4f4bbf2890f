import UIKit

enum Design {
    struct UIScreen {
        static let main = UIScreen()
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 812)
    }
}

extension Design {
    static var artboardWidth: CGFloat { UIScreen.main.bounds.width }
}

final class ArtboardView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        frame.size.width = Design.UIScreen.main.bounds.width
    }
}
