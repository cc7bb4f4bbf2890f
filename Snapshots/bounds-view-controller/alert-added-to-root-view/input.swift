import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

final class NoticeView: UIView {}

protocol ProfileView: AnyObject {
    func showUserBlocked()
}

final class ProfileViewController: UIViewController, ProfileView {
    func showUserBlocked() {
        let mainView = (UIApplication.shared.delegate as! AppDelegate).window?.rootViewController?.view
        let notice = NoticeView(frame: UIScreen.main.bounds)
        notice.backgroundColor = .black
        mainView?.addSubview(notice)
    }
}

final class ProfilePresenter {
    weak var view: ProfileView?

    func userBlocked() {
        view?.showUserBlocked()
    }
}
