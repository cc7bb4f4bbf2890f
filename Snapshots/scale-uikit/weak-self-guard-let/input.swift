import UIKit

final class AvatarViewController: UIViewController {
    private let avatarView = UIImageView(frame: .zero)
    private let loader = AvatarLoader()

    func reloadAvatar(for userID: String) {
        loader.fetch(userID) { [weak self] data in
            guard let self else { return }
            guard let data else { return }
            avatarView.image = UIImage(data: data, scale: UIScreen.main.scale)
        }
    }
}

final class AvatarLoader {
    func fetch(_ id: String, completion: @escaping (Data?) -> Void) {
        completion(nil)
    }
}
