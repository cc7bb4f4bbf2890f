import UIKit

protocol ThumbnailLoading {
    func loadThumbnail(pixelWidth: CGFloat, completion: @escaping (UIImage?) -> Void)
}

final class AlbumCoverViewController: UIViewController {
    private let coverView = UIImageView(frame: .zero)
    var loader: ThumbnailLoading?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let pixelWidth = 300 * UIScreen.main.scale
        loader?.loadThumbnail(pixelWidth: pixelWidth) { [weak self] image in
            self?.coverView.image = image
        }
    }
}
