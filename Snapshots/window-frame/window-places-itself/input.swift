import UIKit

final class BubbleWindow: UIWindow {
    private let side: CGFloat = 40

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        if #available(iOS 13.0, *) {
            windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        }
        center = startingPoint()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func startingPoint() -> CGPoint {
        let size = UIScreen.main.bounds.size
        return CGPoint(x: side / 2, y: size.height / 3)
    }

    func stretch(height: CGFloat) {
        let width = max(UIScreen.main.bounds.width, side)
        frame = CGRect(x: 0, y: 0, width: width, height: height)
    }
}

final class BadgeView: UIView {
    func stretch(height: CGFloat) {
        let width = max(UIScreen.main.bounds.width, 40)
        frame = CGRect(x: 0, y: 0, width: width, height: height)
    }
}
