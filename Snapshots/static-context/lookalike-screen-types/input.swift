#if os(macOS)
import AppKit
let backingScale = NSScreen.main?.backingScaleFactor ?? 1
#else
import UIKit
let backingScale = UIScreen.main.scale
#endif

#if os(iOS) && DEBUG
import XCTest

final class ScreenshotTests: XCTestCase {
    func testHomeScreenshot() {
        let screenshot = XCUIScreen.main.screenshot()
        add(XCTAttachment(screenshot: screenshot))
    }
}
#endif
