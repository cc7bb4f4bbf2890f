import Testing
@testable import Migration

/// The screen's origin is a constant zero: a read of it that is thrown away is deleted, not
/// rewritten, and a member that reads it hands no screen value on to its callers.
@Suite("The screen's origin")
struct ScreenOriginTests {
    @Test("a discarded read (`_ = …`) is an unused value to delete, not a rewrite to zero")
    func discardedReadIsUnused() {
        let project = TestProject("""
            import UIKit
            final class BalloonScene: NSObject {
                func spawn() {
                    _ = UIScreen.main.bounds.minY
                    _ = UIScreen.main.bounds.width
                }
            }
            """)
        #expect(project.migrated().contains("_ = UIScreen.main.bounds.minY"))
        #expect(project.findings().count == 2 && project.findings().allSatisfy { $0.contains(":unused-value:") }, "\(project.findings())")
    }

    @Test("a member that reads only the origin is no screen helper: its callers get no note, and the read becomes zero")
    func originMemberIsNoHelper() {
        let project = TestProject([("Screen.swift", """
            import UIKit
            enum Screen {
                static let minY = UIScreen.main.bounds.minY
            }
            """), ("Snake.swift", """
            import UIKit
            final class SnakeView: UIView {
                func clamp(_ y: CGFloat) -> CGFloat { max(y, Screen.minY) }
            }
            """)])
        #expect(project.migrated("Screen.swift").contains("static let minY = CGFloat.zero"))
        #expect(project.findings("Snake.swift").isEmpty, "\(project.findings("Snake.swift"))")
    }
}
