import XCTest
import UIKit

final class ProfileLayoutTests: XCTestCase {
    func testHeaderFillsWidth() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.frame = UIScreen.main.bounds
        XCTAssertEqual(controller.view.bounds.width, UIScreen.main.bounds.width)
    }
}
