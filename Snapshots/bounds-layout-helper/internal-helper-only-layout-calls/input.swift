import UIKit

final class TickerView: UIView {
    private let track = UIView()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        addSubview(track)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        updateTrack()
    }

    func updateTrack() {
        track.frame.size.width = UIScreen.main.bounds.width * 2
    }
}
