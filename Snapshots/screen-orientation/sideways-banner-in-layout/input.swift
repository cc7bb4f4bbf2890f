import UIKit

final class HeroHeaderView: UIView {
    private let artwork = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(artwork)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Landscape gets a short strip, portrait a square.
        let isSideways = UIScreen.main.bounds.size.width > UIScreen.main.bounds.size.height
        let side = bounds.width
        artwork.frame = CGRect(x: 0, y: 0, width: side, height: isSideways ? side / 3 : side)
    }
}
