import UIKit

final class TickerView: UIView {
    private let marqueeLayer = CALayer()
    private var observer: NSObjectProtocol?

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(marqueeLayer)
        observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.resizeMarquee()
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        resizeMarquee()
    }

    private func resizeMarquee() {
        marqueeLayer.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width * 2, height: bounds.height)
    }
}
