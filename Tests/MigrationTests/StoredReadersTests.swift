import Testing
@testable import Migration

/// Stored values read only before layout: the advice moves their readers, as far as the type shows them.
@Suite("Stored readers")
struct StoredReadersTests {
    @Test("an internal property whose name other files spell too: the advice speaks of the reads in its own type")
    func readsInTheTypeOnly() throws {
        let profile = """
            import UIKit
            final class ProfileController: UIViewController {
                let screenWidth = UIScreen.main.bounds.width
                private let line = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    drawLine()
                }
                private func drawLine() {
                    line.frame = CGRect(x: 0, y: 100, width: screenWidth, height: 1)
                    view.addSubview(line)
                }
            }
            """
        let other = """
            import UIKit
            enum Layout {
                static var screenWidth: CGFloat = 320
                static func half() -> CGFloat { screenWidth / 2 }
            }
            """
        let findings = TestProject([("Profile.swift", profile), ("Layout.swift", other)]).results()["Profile.swift"]?.findings ?? []
        let stored = try #require(findings.first { $0.ruleID == "stored-property-initializer" })
        #expect(stored.suggestion.hasPrefix("every read of `screenWidth` in its own type runs before the view is in a window"),
                "\(stored.suggestion)")
        #expect(stored.suggestion.hasSuffix("then delete `screenWidth` once nothing outside reads it"), "\(stored.suggestion)")
    }
}
