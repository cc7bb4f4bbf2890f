import UIKit

final class PosterViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
    }

    private let posterView = UIImageView(frame: .zero)

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        posterView.frame = view.bounds
    }

    @IBAction func renderPoster(_ sender: UIButton) {
        DispatchQueue.global(qos: .userInitiated).async {
            let size = CGSize(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.width * 1.5)
            let image = UIGraphicsImageRenderer(size: size).image { context in
                context.fill(CGRect(origin: .zero, size: size))
            }
            DispatchQueue.main.async {
                self.posterView.image = image
            }
        }
    }
}
