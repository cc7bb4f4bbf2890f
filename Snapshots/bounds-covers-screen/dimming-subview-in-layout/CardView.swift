import UIKit

final class CardView: UIView {
    let dimming = UIView()

    override func layoutSubviews() {
        super.layoutSubviews()
        dimming.frame = UIScreen.main.bounds
    }
}
