import UIKit

final class StreakBadgeView: UIView {
    private let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func update(days: Int) {
        countLabel.text = "\(days)"
        let width = UIScreen.main.bounds.width / 4
        countLabel.frame = CGRect(x: 0, y: 0, width: width, height: 24)
    }
}

final class ProfileHeaderView: UIView {
    private var badge: StreakBadgeView?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard badge == nil else { return }
        let newBadge = StreakBadgeView()
        newBadge.update(days: 12)
        addSubview(newBadge)
        badge = newBadge
    }
}
