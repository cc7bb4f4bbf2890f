import UIKit

final class DrawerView: UIView {
    private let handle = UIView()
    private var dragStart: CGFloat = 0
    private var isDragging = false
    private var top: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(handle)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let location = touches.first?.location(in: self) else { return }
        if !isDragging {
            isDragging = true
            dragStart = UIScreen.main.bounds.height - location.y
            return
        }
        top = location.y + dragStart
        if UIScreen.main.bounds.height - top > 40 {
            handle.frame.origin.y = top
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        dragStart = UIScreen.main.bounds.height - (touches.first?.location(in: self).y ?? 0)
        if UIScreen.main.bounds.height == 812 {
            top = 0
        }
    }
}
