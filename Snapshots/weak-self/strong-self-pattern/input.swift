import UIKit

final class UploadViewController: UIViewController {
    private let progressView = UIView(frame: .zero)

    func upload(_ data: Data, uploader: Uploader) {
        uploader.send(data) { [weak self] fraction in
            guard let strongSelf = self else { return }
            strongSelf.progressView.frame.size.width = UIScreen.main.bounds.width * fraction
        }
    }
}

final class Uploader {
    func send(_ data: Data, progress: @escaping (CGFloat) -> Void) {}
}
