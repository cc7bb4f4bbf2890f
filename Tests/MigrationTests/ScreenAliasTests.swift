import Testing
@testable import Migration

/// `typealias NSUIScreen = UIScreen`: its `.main` is `UIScreen.main` under another name.
@Suite("UIScreen under another name")
struct ScreenAliasTests {
    private func notes(_ project: TestProject, _ path: String) -> [String] {
        (project.results()[path]?.findings ?? []).filter { $0.ruleID == "screen-helper" }.map { "\($0.line)" }
    }

    @Test func everyUseOfAnAliasIsReported() {
        let project = TestProject([
            ("Platform.swift", """
                import UIKit
                public typealias AppScreen = UIKit.UIScreen
                func mainScale() -> CGFloat { AppScreen.main.scale }
                """),
            ("Chart.swift", """
                import UIKit
                final class Chart: UIView {
                    func width() -> CGFloat { AppScreen.main.bounds.width }
                    func queue() { DispatchQueue.main.async {} }
                }
                """),
        ])
        #expect(notes(project, "Platform.swift") == ["3"])
        #expect(notes(project, "Chart.swift") == ["3"])
    }

    /// Under `#else` the alias names the Mac's screen: `.main` there is no use of UIKit's.
    @Test func anAliasInAnIfClauseCountsOnlyThere() {
        let project = TestProject([("Platform.swift", """
            #if os(iOS)
            import UIKit
            public typealias NSUIScreen = UIScreen
            func screenScale() -> CGFloat { NSUIScreen.main.scale }
            #else
            import AppKit
            public typealias NSUIScreen = NSScreen
            func screenScale() -> CGFloat { NSUIScreen.main?.backingScaleFactor ?? 1 }
            #endif
            """)])
        #expect(notes(project, "Platform.swift") == ["4"])
    }

    @Test func onlyAWholeAliasOfUIScreenCounts() {
        let project = TestProject([("Types.swift", """
            import UIKit
            typealias Mode = UIScreen.Mode
            typealias Screens = Array<UIScreen>
            func f() -> Any? { Mode.main }
            """)])
        #expect(notes(project, "Types.swift").isEmpty)
        #expect(ScreenAliases.helpers(in: .init(file: .init(text: "typealias S = UIScreen\n"))).map(\.owner) == ["S"])
    }
}
