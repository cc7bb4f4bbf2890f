import XCTest
import UIKit

final class FullScreenDouble: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        subviews.first?.frame.size.width = UIScreen.main.bounds.width
    }
}

final class DoubleTests: XCTestCase {
    func testLaysOut() {
        let view = FullScreenDouble(frame: .zero)
        view.layoutSubviews()
        XCTAssertNotNil(view)
    }
}
