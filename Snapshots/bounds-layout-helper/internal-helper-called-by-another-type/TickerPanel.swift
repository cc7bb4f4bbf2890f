import UIKit

final class TickerPanel: UIView {
    let ticker = TickerView()

    func refresh() {
        ticker.updateTrack()
    }
}
