import UIKit

final class RemoteImageView: UIView {
    private let imageView = UIImageView(frame: .zero)
    private var task: URLSessionDataTask?

    func load(_ url: URL) {
        task?.cancel()
        task = URLSession.shared.dataTask(with: url) { data, _, _ in
            guard let data else { return }
            let image = UIImage(data: data, scale: UIScreen.main.scale)
            DispatchQueue.main.async {
                self.imageView.image = image
                self.imageView.layer.contentsScale = UIScreen.main.scale
            }
        }
        task?.resume()
    }
}
