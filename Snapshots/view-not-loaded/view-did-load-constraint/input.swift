import UIKit

final class PhotoDetailViewController: UIViewController {
    private let imageView = UIImageView(image: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(imageView)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: view.topAnchor),
        ])
        imageView.heightAnchor.constraint(equalToConstant: UIScreen.main.bounds.width * 0.75).isActive = true
    }
}
