import Testing
@testable import Migration

/// The screen's length less the bars' heights is the safe area's to give: the advice says so
/// before moving the read, so that no view loses a bar twice.
@Suite("Bars taken off the screen's length")
struct BarsTakenOffTests {
    private func suggestion(_ line: String) -> String {
        let source = """
            import UIKit
            enum Layout { static let tabBarHeight: CGFloat = 49; static let margin: CGFloat = 16 }
            final class CardController: UIViewController {
                private let restingY = \(line)
                func rest() { print(restingY); view.frame = CGRect(x: 0, y: 0, width: 10, height: restingY) }
            }
            """
        return TestProject(source).results()["Input.swift"]?.findings.first?.suggestion ?? ""
    }

    @Test("a length less a bar's height leads with the safe area")
    func barNamesLeadWithTheSafeArea() {
        let told = suggestion("UIScreen.main.bounds.height - Layout.tabBarHeight - 80")
        #expect(told.hasPrefix("the value takes bars off the screen's length (`tabBarHeight`)"), "\(told)")
    }

    @Test("a length less a margin, or with a bar's height added or beside it, keeps the finding's own advice")
    func otherAmountsDoNot() {
        for line in ["UIScreen.main.bounds.height - Layout.margin * 2", "UIScreen.main.bounds.height * 0.3 + Layout.tabBarHeight",
                     "CGSize(width: UIScreen.main.bounds.width, height: Layout.tabBarHeight).height"] {
            let told = suggestion(line)
            #expect(!told.isEmpty && !told.contains("takes bars off"), "\(told)")
        }
    }
}
