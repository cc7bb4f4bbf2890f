import UIKit

/// "Boarding in 12 min" banner whose animation runs at the display's refresh rate.
final class CountdownBannerView: UIView {
    private let label = UILabel()
    private(set) var framesPerSecond = 60

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        label.textAlignment = .center
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        framesPerSecond = UIScreen.main.maximumFramesPerSecond
    }

    func update(minutesLeft: Int) {
        label.text = "Boarding in \(minutesLeft) min"
        let scale = UIScreen.main.nativeScale
        label.layer.contentsScale = scale
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 8, y: 0, width: UIScreen.main.bounds.width - 16, height: bounds.height)
    }
}
