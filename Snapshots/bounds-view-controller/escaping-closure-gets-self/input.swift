import UIKit

final class ArticleViewController: UIViewController {
    private let bodyLabel = UILabel()

    func display(_ text: String) {
        DispatchQueue.main.async {
            self.bodyLabel.text = text
            self.bodyLabel.preferredMaxLayoutWidth = UIScreen.main.bounds.width - 32
        }
    }
}
