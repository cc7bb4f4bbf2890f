import Testing
@testable import Migration

/// Call sites of helpers, matched to the helper they call.
@Suite("Helper call sites")
struct HelperCallSiteTests {
    @Test("A helper of a number type called on a literal is matched by the literal's default type")
    func literalReceivers() {
        let project = TestProject([
            ("Scale.swift", """
                import UIKit
                extension Int {
                    var adjusted: CGFloat { CGFloat(self) * UIScreen.main.bounds.width / 375 }
                }
                extension Double {
                    var adjusted: CGFloat { CGFloat(self) * UIScreen.main.bounds.width / 375 }
                }
                """),
            ("Card.swift", """
                import UIKit
                final class Card: UIView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        layer.cornerRadius = 12.adjusted
                        layer.borderWidth = 0.5.adjusted
                    }
                }
                """),
        ])
        let notes = (project.results()["Card.swift"]?.findings ?? []).compactMap(\.helperCall)
        #expect(notes.map(\.definition) == ["Scale.swift:3", "Scale.swift:6"], "\(notes)")
    }

    @Test("A call site in a controller whose base class the index did not read is UIKit code, by its overrides")
    func callSiteKindFromOverrides() {
        let project = TestProject([
            ("Helper.swift", """
                import UIKit
                extension UIScreen {
                    static var screenWidth: CGFloat { UIScreen.main.bounds.width }
                }
                """),
            ("Base.swift", "import UIKit\nclass BaseViewController: UIViewController {}\n"),
            ("Feed.swift", """
                import UIKit
                final class FeedViewController: BaseViewController {
                    let card = UIView()
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        card.frame.size.width = UIScreen.screenWidth - 32
                    }
                }
                final class FeedModel {
                    func width() -> CGFloat { UIScreen.screenWidth }
                }
                """),
        ])
        let kinds = (project.results()["Feed.swift"]?.findings ?? []).compactMap(\.helperCall?.kind)
        #expect(kinds == [.uikit, .other], "\(kinds)")
    }

    @Test("A call site in a class that inherits from one named as a controller the index did not read is UIKit code")
    func callSiteKindFromNames() {
        let project = TestProject([
            ("Helper.swift", """
                import UIKit
                enum Theme {
                    static var inset: CGFloat { UIScreen.main.bounds.width / 10 }
                }
                """),
            ("Base.swift", "import UIKit\nclass ThemedViewController: UIViewController {}\nclass ViewController: ThemedViewController {}\n"),
            ("Launch.swift", """
                import UIKit
                final class LaunchScreen: ViewController {
                    func setUp() { print(Theme.inset) }
                }
                final class LaunchModel: Codable {
                    func width() -> CGFloat { Theme.inset }
                }
                """),
        ])
        let kinds = (project.results()["Launch.swift"]?.findings ?? []).compactMap(\.helperCall?.kind)
        #expect(kinds == [.uikit, .other], "\(kinds)")
    }

    @Test("A name a file declares itself is its own member there, not another file's helper of that name")
    func ownDeclarationsAreNotHelperCalls() {
        let project = TestProject([
            ("Splash.swift", """
                import UIKit
                private extension CGFloat {
                    static let x = UIScreen.main.bounds.width / 4
                }
                final class Splash: UIView {
                    override func layoutSubviews() { super.layoutSubviews(); frame.origin.x = .x }
                }
                """),
            ("Start.swift", """
                import UIKit
                private extension CGFloat {
                    static let x: Self = 0
                }
                final class Start: UIView {
                    func place() { frame.origin.x = .x }
                }
                """),
        ])
        let start = (project.results()["Start.swift"]?.findings ?? []).compactMap(\.helperCall)
        let splash = (project.results()["Splash.swift"]?.findings ?? []).compactMap(\.helperCall)
        #expect(start.isEmpty, "\(start)")
        #expect(splash.count == 1, "\(splash)")
    }
}
