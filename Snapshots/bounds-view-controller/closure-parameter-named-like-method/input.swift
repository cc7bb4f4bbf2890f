import UIKit

final class AvatarLoader {
    static let shared = AvatarLoader()

    func avatar(for name: String, completion: @escaping (UIImage?, Error?) -> Void) {
        completion(nil, nil)
    }
}

struct Message {
    enum Kind { case text, image }
    let kind: Kind
    let image: UIImage?
}

final class ChatViewController: UIViewController {
    let avatarView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(avatarView)
        AvatarLoader.shared.avatar(for: "me", completion: { image, _ in
            self.avatarView.image = image
        })
    }

    func show(_ message: Message) {
        if message.kind == .image {
            avatarView.image = message.image
        }
    }

    private func image(for name: String) -> UIImage {
        let side = UIScreen.main.bounds.width / 4
        return UIImage(named: name)?.resized(to: CGSize(width: side, height: side)) ?? UIImage()
    }
}

extension UIImage {
    func resized(to size: CGSize) -> UIImage { self }
}
