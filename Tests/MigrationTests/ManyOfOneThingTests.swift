import Testing
import SourceModel
@testable import Migration

/// Inputs with many of one thing (helpers, suppression comments, uses in one body), shaped
/// like Scripts/scaling's: the answers must be the ones a handful of the same things gives.
@Suite("Many of one thing")
struct ManyOfOneThingTests {
    @Test("With more helper names than the byte search takes, calls are found by token, and only real calls")
    func manyHelperNames() {
        let count = HelperCalls.namesSearchedByBytes * 3
        let declarations = (0..<count).map { "    static var width\($0): CGFloat { main.bounds.width / \($0 + 1) }\n" }
        let caller = """
            import UIKit
            final class Caller: UIView {
                override func layoutSubviews() {
                    frame.size.width = UIScreen.width3 + UIScreen.width17
                    // UIScreen.width4 in a comment
                    let label = "UIScreen.width5"
                    let width30 = UIScreen.width23x
                }
            }

            """
        let project = TestProject([
            ("Metrics.swift", "import UIKit\nextension UIScreen {\n" + declarations.joined() + "}\n"),
            ("Caller.swift", caller),
        ])
        let notes = project.findings("Caller.swift").filter { $0.contains("screen-helper") }
        #expect(notes == [
            "4:screen-helper: uses UIScreen.width3, which reads UIScreen.main (Metrics.swift:6); the value here is the main screen's, not this view's",
            "4:screen-helper: uses UIScreen.width17, which reads UIScreen.main (Metrics.swift:20); the value here is the main screen's, not this view's",
        ])
    }

    @Test("Many helpers of the same name each answer for the calls of their own type")
    func sameNamedHelpers() {
        let files = (0..<40).map { index in
            ("m\(index % 7)/Metrics\(index).swift", """
                import UIKit
                enum Metrics\(index) {
                    static var screenWidth: CGFloat { UIScreen.main.bounds.width }
                }
                final class Card\(index): UIView {
                    override func layoutSubviews() {
                        frame.size.width = Metrics\(index).screenWidth
                    }
                }

                """)
        }
        let results = TestProject(files).results()
        for (index, file) in files.enumerated() {
            let notes = (results[file.0]?.findings ?? []).filter { $0.ruleID == "screen-helper" }.map(\.message)
            #expect(notes == [
                "uses Metrics\(index).screenWidth, which reads UIScreen.main (\(file.0):3); the value here is the main screen's, not this view's",
            ])
        }
    }
}
