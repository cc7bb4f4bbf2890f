import UIKit

/// The app's Swift code reads the main screen once, so the setting matters to this app.
final class BoardingPassView: UIView {
    func brightness() -> CGFloat { UIScreen.main.brightness }
}
