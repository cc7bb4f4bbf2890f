import Testing
@testable import Migration

/// The screen's length divided by a phone's side (`/ 375`): a ratio for stretching a design,
/// reported as one, and kept with the type's other reads of the screen's size.
@Suite("Design ratios")
struct DesignRatioTests {
    private let helper = ("Metrics.swift", """
        import UIKit
        func fit(_ value: CGFloat) -> CGFloat {
            return value * UIScreen.main.bounds.width / 375
        }
        """)

    @Test("A ratio left as a finding says what it is and leads with making it from the container")
    func findingAtARatio() throws {
        let project = TestProject("""
            import UIKit
            final class MenuController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let ratio = UIScreen.main.bounds.height / 812
                    preferredContentSize = CGSize(width: 320, height: 400 * ratio)
                }
            }
            """)
        let finding = try #require(project.results()["Input.swift"]?.findings.first)
        #expect(finding.message.contains("the screen's height as a share of a 812-point design"), "\(finding.message)")
        #expect(finding.suggestion.hasPrefix("make the ratio once from the height of the view the lengths lay out in, divided by 812"),
                "\(finding.suggestion)")
    }

    @Test("A length times a share of a phone's side (`width * (x / 375)`) is a ratio too")
    func multipliedShare() throws {
        let project = TestProject("""
            import UIKit
            extension UIScreen {
                static func scaled(_ x: CGFloat) -> CGFloat { UIScreen.main.bounds.size.width * (x / 375) }
            }
            """)
        let finding = try #require(project.results()["Input.swift"]?.findings.first)
        #expect(finding.message.contains("the screen's width as a share of a 375-point design"), "\(finding.message)")
    }

    @Test("A length compared with a phone's side is a device check, not a ratio")
    func comparisonIsNoRatio() throws {
        let project = TestProject("""
            import UIKit
            final class MenuController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if UIScreen.main.bounds.width / 2 > 375 { title = "wide" }
                }
            }
            """)
        let finding = try #require(project.results()["Input.swift"]?.findings.first)
        #expect(!finding.message.contains("design"), "\(finding.message)")
    }

    @Test("A helper handing a ratio is grouped with the ratio's advice for each kind of call site")
    func helperHandsARatio() throws {
        let project = TestProject([helper, ("Card.swift", """
            import UIKit
            import SwiftUI
            final class Card: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.cornerRadius = fit(12)
                }
            }
            struct Badge: View {
                var body: some View { Text("new").padding(fit(4)) }
            }
            """)], minIOS: 17)
        let results = project.results()
        let files = ["Card.swift", "Metrics.swift"].map { ($0, results[$0]?.findings ?? []) }
        let grouped = HelperNotes.grouped(files, minIOS: 17)
        let definition = try #require(grouped[1].first)
        #expect(definition.related.count == 2, "\(definition.related)")
        #expect(definition.message.contains("it hands that ratio to 2 call sites"), "\(definition.message)")
        #expect(definition.suggestion.contains("in UIKit, the ratio of the root view's length where it is laid out"), "\(definition.suggestion)")
        #expect(definition.suggestion.contains("in SwiftUI, the ratio of one width read once at the root of the screen (onGeometryChange"),
                "\(definition.suggestion)")
    }

    @Test("A type that reads a ratio through a helper keeps its direct reads of the size with it")
    func ratioHelperKeepsTheTypeTogether() {
        let card = """
            import UIKit
            final class Card: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.cornerRadius = fit(12)
                    layer.shadowRadius = UIScreen.main.bounds.width / 40
                }
            }
            """
        let project = TestProject([helper, ("Card.swift", card)])
        #expect(project.migrated("Card.swift") == card)
        #expect(project.findings("Card.swift").contains { $0.contains("through a project helper (at line 5)") },
                "\(project.findings("Card.swift"))")
    }
}
