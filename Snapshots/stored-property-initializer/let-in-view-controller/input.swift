import UIKit

final class CategoriesViewController: UIViewController {
    private let itemWidth = UIScreen.main.bounds.width / 2
    private let categories = ["Food", "Travel", "Music"]

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        print(itemWidth)
    }
}
