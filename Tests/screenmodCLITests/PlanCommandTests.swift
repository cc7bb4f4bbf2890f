import Foundation
import Testing
@testable import screenmodCLI

/// `screenmod plan` prints a Markdown migration plan whose counts agree with `--format json`.
@Suite("screenmod plan")
struct PlanCommandTests {
    @Test("the plan counts the JSON's edits and findings, and lists each finding as a checkbox at its place")
    func agreesWithJSON() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Sources/A.swift", "let s = UIScreen.main.scale\nlet w = UIScreen.main.bounds.width\n")
        try folder.write("Sources/B.swift", "let h = UIScreen.main.bounds.height\n")
        let plan = runCLI(["plan", "Sources"], in: folder.path)
        #expect(plan.code == ExitCode.success)
        let json = try #require(parseJSON(runCLI(["--format", "json", "Sources"], in: folder.path).out))
        let summary = try #require(json["summary"] as? [String: Any])
        let edits = try #require(summary["edits"] as? Int), findings = try #require(summary["findings"] as? Int)
        #expect((edits, findings) == (1, 2))
        #expect(plan.out.hasPrefix("# Migration plan"))
        #expect(plan.out.contains("`--write` makes 1 proven edit"), "\(plan.out)")
        #expect(plan.out.contains("2 findings remain"), "\(plan.out)")
        #expect(plan.out.contains("- [ ] `Sources/A.swift:2`"), "\(plan.out)")
        #expect(plan.out.contains("- [ ] `Sources/B.swift:1`"), "\(plan.out)")
        #expect(plan.out.components(separatedBy: "- [ ] `Sources/").count - 1 == findings)
    }

    @Test("the plan changes nothing on disk")
    func readsOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("A.swift", "let s = UIScreen.main.scale\n")
        _ = runCLI(["plan", "A.swift"], in: folder.path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let s = UIScreen.main.scale\n")
    }

    @Test("only a helper's finding is a helper to retire: two uses merged on one line are one item of the rest")
    func helpersAreFindingsWithCallSites() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Metrics.swift", """
            import UIKit
            extension UIScreen {
                static var width: CGFloat { UIScreen.main.bounds.width }
            }
            """)
        try folder.write("App/Use.swift", """
            import UIKit
            func cardWidth() -> CGFloat { UIScreen.width - 32 }
            let side = UIScreen.main.bounds.width < UIScreen.main.bounds.height ? 1 : 2
            """)
        let plan = runCLI(["plan", "App"], in: folder.path, engine: .builtIn).out
        let helpers = try #require(plan.components(separatedBy: "## 2. Retire the helpers").last?.components(separatedBy: "## 3.").first)
        #expect(helpers.contains("`App/Metrics.swift:3`"), "\(plan)")
        #expect(helpers.contains("    - [ ] `App/Use.swift:2:"), "\(plan)")
        #expect(!helpers.contains("`App/Use.swift:3`"), "\(plan)")
        #expect(plan.contains("- [ ] `App/Use.swift:3`"), "\(plan)")
    }

    @Test("code nothing uses is one group, first among the rest, whatever kept each use from a rewrite")
    func deletionsComeFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Card.swift", """
            import UIKit
            final class CardViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.frame.size.width = UIScreen.main.bounds.width
                }
                private func dim() {
                    UIScreen.main.brightness = 0.2
                }
            }
            """)
        let run = runCLI(["plan", "App"], in: folder.path, engine: .builtIn)
        let plan = run.out
        let unused = try #require(plan.range(of: "### Code nothing uses (1)"), "\(plan)")
        let rest = plan[unused.upperBound...]
        let dead = try #require(rest.range(of: "- [ ] `App/Card.swift:8`"), "\(plan)")
        let live = try #require(rest.range(of: "- [ ] `App/Card.swift:5`"), "\(plan)")
        #expect(dead.lowerBound < live.lowerBound)
        #expect(rest[..<live.lowerBound].contains("###"), "the live use is in a later group: \(plan)")
        let json = try #require(parseJSON(runCLI(["--format", "json", "App"], in: folder.path, engine: .builtIn).out))
        let findings = (json["files"] as? [[String: Any]])?.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] } ?? []
        #expect(findings.first { $0["line"] as? Int == 8 }?["need"] as? String == "deletion")
    }

    @Test("Objective-C findings are grouped by the work they need: moved to layout, edited in layout, passed in")
    func objectiveCNeeds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/Card.m", """
            #import <UIKit/UIKit.h>
            @implementation CardViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.card.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 80);
            }
            - (void)viewDidLayoutSubviews {
                self.card.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 80);
            }
            + (CGFloat)cardWidth {
                return [UIScreen mainScreen].bounds.size.width - 32;
            }
            @end
            """)
        try folder.write("App/Card.h", "#import <UIKit/UIKit.h>\n@interface CardViewController : UIViewController\n@property UIView *card;\n+ (CGFloat)cardWidth;\n@end\n")
        try folder.write("App/Use.m", "#import \"Card.h\"\nvoid use(void) { NSLog(@\"%f\", [CardViewController cardWidth]); }\n")
        let json = try #require(parseJSON(runCLI(["--format", "json", "App"], in: folder.path, engine: .builtIn).out))
        let files = try #require(json["files"] as? [[String: Any]])
        let card = try #require(files.first { ($0["path"] as? String)?.hasSuffix("Card.m") == true })
        let needs = ((card["findings"] as? [[String: Any]]) ?? []).map { ($0["line"] as? Int ?? 0, $0["need"] as? String ?? "") }
        #expect(needs.map(\.0) == [5, 8, 11])
        #expect(needs.map(\.1) == ["move-to-layout", "hand-edit", "parameter"])
    }

    @Test("a copied library's uses are one group, after the app's own work, with need copied-code")
    func copiedLibrariesLast() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App/ThirdParty/Slider/Slider.swift", "import UIKit\nlet sliderWidth = UIScreen.main.bounds.width\n")
        try folder.write("App/Own.swift", "import UIKit\nlet ownWidth = UIScreen.main.bounds.width\n")
        let plan = runCLI(["plan", "App"], in: folder.path, engine: .builtIn).out
        let copied = try #require(plan.range(of: "### Copied libraries (1)"), "\(plan)")
        let own = try #require(plan.range(of: "- [ ] `App/Own.swift:2`"), "\(plan)")
        #expect(own.upperBound < copied.lowerBound)
        #expect(plan[copied.upperBound...].contains("- [ ] `App/ThirdParty/Slider/Slider.swift:2`"), "\(plan)")
        let json = try #require(parseJSON(runCLI(["--format", "json", "App"], in: folder.path, engine: .builtIn).out))
        let files = try #require(json["files"] as? [[String: Any]])
        let needs = files.compactMap { file in
            ((file["findings"] as? [[String: Any]])?.first?["need"] as? String).map { ((file["path"] as? String) ?? "", $0) }
        }
        #expect(needs.first { $0.0.contains("ThirdParty") }?.1 == "copied-code")
        #expect(needs.first { $0.0.hasSuffix("Own.swift") }?.1 != "copied-code")
    }
}

