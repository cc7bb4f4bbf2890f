import SwiftLexer
import SourceModel
import RuleLanguage
@testable import Migration

import Testing

/// A Swift type whose superclass is an Objective-C class the run's headers declare is told what that
/// class derives from, not that the superclass is missing from the scanned files.
@Suite("Swift types on Objective-C superclasses")
struct ObjectiveCSuperclassTests {
    private static let swift = """
        import UIKit
        final class GroupController: BaseViewController {
            let line = UIView()
            func setup() { line.frame.size.height = 1 / UIScreen.main.scale }
        }
        """

    /// The same with an override that shows a view controller.
    private static let overriding = swift.replacingOccurrences(of: "let line = UIView()",
                                                               with: "let line = UIView()\n    override func viewDidLoad() { setup() }")

    private static func finding(headers: [ProjectFile], swift: String = swift) throws -> Finding {
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings())
        let file = ProjectFile(path: "GroupController.swift", source: SourceText(swift))
        let project = MigrationProject(files: [file], engine: engine, otherFiles: headers)
        return try #require(project.migrate(path: file.path, source: SourceText(swift)).findings.first)
    }

    @Test("the header's UIKit ancestor is named, and the advice is a view controller's")
    func headerNamesTheAncestor() throws {
        let header = ProjectFile(path: "Base/BaseViewController.h",
                                 bytes: Array("@interface BaseViewController : UIViewController\n@end\n".utf8))
        let found = try Self.finding(headers: [header])
        #expect(found.message.contains("`BaseViewController`, an Objective-C class the scanned headers declare as a "
                                       + "`UIViewController` subclass"), "\(found.message)")
        #expect(found.suggestion.hasPrefix("read view.bounds in viewDidLayoutSubviews()"), "\(found.suggestion)")
        #expect(!found.suggestion.contains("scan it together"), "\(found.suggestion)")
        // An override says no more than the header does: the message does not say the class is unknown.
        let overriding = try Self.finding(headers: [header], swift: Self.overriding)
        #expect(overriding.message.contains("declare as a `UIViewController` subclass") && !overriding.message.contains("not which UIKit class"), "\(overriding.message)")
    }

    @Test("without such a header the superclass is missing from the scanned files")
    func noHeaderNoAncestor() throws {
        let found = try Self.finding(headers: [])
        #expect(found.message.contains("which is not declared in the scanned files"), "\(found.message)")
    }
}

/// A class of a UIKit file whose superclass has a SwiftUI name (`View`) inherits the project's own
/// class of that name, which the project declares in a file that reads no screen.
@Suite("Project classes named like SwiftUI's")
struct ShadowedSwiftUINameTests {
    @Test("a UIKit view on the project's own `View` class is a UIKit view: its scale is rewritten from its traits")
    func projectViewClass() throws {
        let base = "import UIKit\nclass View: UIView {\n    init() { super.init(frame: .zero) }\n    required init?(coder: NSCoder) { fatalError() }\n}\n"
        let card = """
            import UIKit
            class Card: View {
                let inner = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    inner.layer.rasterizationScale = UIScreen.main.scale
                }
            }
            """
        let results = TestProject([("View.swift", base), ("Card.swift", card)]).results()
        let edits = try #require(results["Card.swift"]).edits
        #expect(edits.map(\.replacement) == ["traitCollection.displayScale"], "\(String(describing: results["Card.swift"]?.findings.map(\.ruleID)))")
    }
}
