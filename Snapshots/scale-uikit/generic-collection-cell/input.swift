import UIKit

protocol ThumbnailRepresentable {
    var thumbnailURL: URL { get }
    var pointSize: CGSize { get }
}

final class ThumbnailCell<Item: ThumbnailRepresentable>: UICollectionViewCell {
    private let imageView = UIImageView(frame: .zero)
    private(set) var requestedPixelSize: CGSize = .zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with item: Item) {
        let scale = UIScreen.main.scale
        requestedPixelSize = CGSize(width: item.pointSize.width * scale, height: item.pointSize.height * scale)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}
