import UIKit

/// The app's Swift code reads the main screen's size once, so the setting matters to this app.
final class BoardingPassView: UIView {
    func passWidth() -> CGFloat { UIScreen.main.bounds.width }
}
