import UIKit

enum AppStart {
    static func run() {
        UIApplication.shared.paintNavigationBar(color: .white, preferred: nil)
    }
}
