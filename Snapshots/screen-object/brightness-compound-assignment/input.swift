import UIKit

final class ReaderSettingsViewController: UIViewController {
    private let brighterButton = UIButton(type: .system)
    private let dimmerButton = UIButton(type: .system)

    func brighter() {
        UIScreen.main.brightness += 0.1
    }

    func dimmer() {
        UIScreen.main.brightness -= 0.1
    }
}
