import UIKit

/// A pager that sets its page size and its starting page in the same layout pass.
final class OnboardingPager: UICollectionView {
    private let flow = UICollectionViewFlowLayout()
    private var startPage = 0

    init(startPage: Int) {
        self.startPage = startPage
        super.init(frame: .zero, collectionViewLayout: flow)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        flow.itemSize = CGSize(width: UIScreen.main.bounds.width, height: 320)
        contentOffset = CGPoint(x: UIScreen.main.bounds.width * CGFloat(startPage), y: 0)
    }
}
