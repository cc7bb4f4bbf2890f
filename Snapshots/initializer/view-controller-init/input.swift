import UIKit

final class ProductListViewController: UIViewController {
    private let products: [String]
    private var itemWidth: CGFloat
    private var thumbnailPixels: CGFloat

    init(products: [String]) {
        self.products = products
        self.itemWidth = UIScreen.main.bounds.width / 2 - 24
        self.thumbnailPixels = 120 * UIScreen.main.scale
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
