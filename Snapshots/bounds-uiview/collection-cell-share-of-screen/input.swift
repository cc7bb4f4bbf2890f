import UIKit

final class PosterCell: UICollectionViewCell {
    let poster = UIImageView()
    let caption = UILabel()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        contentView.addSubview(caption)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        poster.frame.size.height = UIScreen.main.bounds.width / 2.7 * 1.43
        caption.frame.size.width = UIScreen.main.bounds.width
    }
}

final class PosterListController: UIViewController, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: collectionView.bounds.width / 2.7, height: 240)
    }
}
