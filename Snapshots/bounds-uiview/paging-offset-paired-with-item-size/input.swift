import UIKit

/// A photo pager: each page is as wide as the screen, and the pager opens on a chosen page.
final class PhotoPager: UICollectionView {
    private var startPage = 0
    private var didScrollToStart = false

    init(startPage: Int) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: UIScreen.main.bounds.width, height: 400)
        layout.minimumLineSpacing = 0
        self.startPage = startPage
        super.init(frame: .zero, collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if !didScrollToStart {
            contentOffset = CGPoint(x: UIScreen.main.bounds.width * CGFloat(startPage), y: 0)
            didScrollToStart = true
        }
    }
}
