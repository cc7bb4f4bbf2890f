import UIKit

final class ProfilePhotoButton: UIButton {
    private var task: URLSessionDataTask?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, let url = URL(string: "https://example.com/profile.png") else { return }
        task = URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
            guard let self = self else { return }
            guard let data = data, let image = UIImage(data: data, scale: UIScreen.main.scale) else { return }
            DispatchQueue.main.async {
                self.setImage(image, for: .normal)
            }
        }
        task?.resume()
    }
}
