import Foundation
import Testing
@testable import screenmodCLI

/// `explain`, `rules`, `rules check`, `rules test` and `tokens` with the built-in engine.
@Suite("Rule commands")
struct RuleCommandsTests {
    @Test("explain says which container containerRelativeFrame reads, and that the view's placement decides it")
    func explainContainerRelativeFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".screenmod", #"{"minIOS": 17}"#)
        try folder.write("Banner.swift", """
            import SwiftUI
            struct Banner: View {
                var body: some View {
                    Text("Hi").frame(width: UIScreen.main.bounds.width * 0.8)
                }
            }
            """)
        let result = runCLI(["explain", "Banner.swift:4"], in: folder.path, engine: .builtIn)
        #expect(result.out.contains("=> rewritten by frame-container-relative"), "\(result.out)")
        #expect(result.out.contains("container  proven: the nearest container SwiftUI lays the view out in"), "\(result.out)")
        #expect(!result.out.contains("reads no container"))
    }

    @Test("explain shows the verdict and the four proofs first; --verbose adds the context, the facts and every rule tried")
    func explain() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Package.swift", "// swift-tools-version:6.0\n")
        try folder.write("Views/BaseView.swift", "import UIKit\n\nclass BaseView: UIView {}\n")
        try folder.write("Views/CardView.swift", """
        final class CardView: BaseView {
            override func layoutSubviews() {
                label.frame.size.width = UIScreen.main.bounds.width
            }
        }
        """)
        let result = runCLI(["explain", "Views/CardView.swift:3"], in: folder.path, engine: .builtIn)
        #expect(result.code == 0)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "Views/CardView.swift:3:34  UIScreen.main.bounds.width")
        #expect(lines.dropFirst().first == "  => rewritten by bounds-uiview: `bounds.width`")
        #expect(lines.contains("  moment     proven: layout (layoutSubviews())"))
        #expect(lines.contains { $0.hasPrefix("  container  proven: the view's own bounds (CardView → BaseView") })
        #expect(lines.contains("  role       proven: sizes-content: assigned to `label.frame.size.width`"))
        #expect(lines.count <= 25)
        #expect(!result.out.contains("tried "))
        let verbose = runCLI(["explain", "--verbose", "Views/CardView.swift:3"], in: folder.path, engine: .builtIn)
        #expect(verbose.out.contains("Context: file › class CardView: BaseView › func layoutSubviews() (instance, override)"))
        #expect(verbose.out.contains("Type: CardView → BaseView (Views/BaseView.swift:3) → UIView"))
        #expect(verbose.out.contains("tried static-context: `when: context is static, top-level` does not hold"))
    }

    @Test("explain on a line past the end is a usage error; on a helper's call site it names the run's finding")
    func explainReportsWhatTheRunReports() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Package.swift", "// swift-tools-version:6.0\n")
        try folder.write("Screen.swift", "import UIKit\nextension UIScreen {\n    static var width: CGFloat { main.bounds.width }\n}\n")
        try folder.write("Card.swift", "import UIKit\nfinal class Card {\n    func side() -> CGFloat { UIScreen.width / 2 }\n}\n")
        let past = runCLI(["explain", "Card.swift:999"], in: folder.path, engine: .builtIn)
        #expect(past.code == 64)
        #expect(past.err.contains("Card.swift:999: the file has 4 lines"))
        let site = runCLI(["explain", "Card.swift:3"], in: folder.path, engine: .builtIn)
        #expect(site.code == 0)
        #expect(site.out.contains("=> finding [screen-helper]: "))
        #expect(!site.out.contains("no use of UIScreen.main"))
    }

    @Test("rules lists every built-in rule in priority order, marking opt-in ones, then the other files' rules")
    func list() {
        let result = runCLI(["rules"], in: "/", engine: .builtIn)
        let ids = result.out.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") }
        #expect(ids.first == "legacy-main-screen")
        // The rules of other files are code, listed after the rule files and `unhandled`.
        #expect(ids.suffix(3) == ["unhandled", "objc-main-screen", "requires-full-screen"])
        #expect(ids.contains("no-container"))
        #expect(ids.contains("scale-uikit"))
        #expect(result.out.contains("(off: opt-in; --enable window-size-environment)"))
    }

    @Test("rules shows each rule's group; --enable duo turns the group on, in a run and in the list")
    func groups() throws {
        let off = runCLI(["rules"], in: "/", engine: .builtIn)
        #expect(off.out.contains("(group duo; off: group duo is opt-in; --enable duo)"))
        let on = runCLI(["rules", "--enable", "duo"], in: "/", engine: .builtIn)
        #expect(on.out.split(separator: "\n").contains { $0.hasPrefix("key-window-view-controller ") && $0.hasSuffix("(group duo)") })
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Share.swift", """
            import UIKit
            final class ShareViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    UIApplication.shared.keyWindow?.endEditing(true)
                }
            }

            """)
        #expect(runCLI(["."], in: folder.path, engine: .builtIn).out.isEmpty)
        let run = runCLI(["--enable", "duo", "."], in: folder.path, engine: .builtIn)
        #expect(run.out.contains("+        view.window?.endEditing(true)"))
        try folder.write(".screenmod", #"{"enable": ["duo"]}"#)
        #expect(runCLI(["."], in: folder.path, engine: .builtIn).out == run.out)
    }

    @Test("rules check reports every error with its position and exits 1; a broken rule stops a run")
    func check() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("rules/broken.rule", "id: broken\nsummary: S.\npriority: high\nmatch: UIScreen.main\nwhen: type is uiveiw\nreport: R.\nsuggest: S.\n")
        let result = runCLI(["rules", "check", "rules"], in: folder.path, engine: .builtIn)
        #expect(result.code == 1)
        #expect(result.out.contains("rules/broken.rule:3:11: error: expected an integer after 'priority:'"))
        #expect(result.out.contains("rules/broken.rule:5:"))
        #expect(result.out.contains("missing required field 'reason'"))
        try folder.write("A.swift", "let x = UIScreen.main.scale\n")
        let run = runCLI(["--rules", "rules", "--write", "A.swift"], in: folder.path, engine: .builtIn)
        #expect(run.code == 1)
        #expect(folder.read("A.swift") == "let x = UIScreen.main.scale\n")
        #expect(run.err.contains("No file was changed"))
    }

    @Test("rules test runs the examples of a user rule and reports a wrong one")
    func test() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("rules/my-scale.rule", """
        id: my-scale
        summary: S.
        reason: R.
        priority: 1
        match: UIScreen.main.scale
        when: type is uiview
        when: moment is only layout
        when: role is only scale-factor
        rewrite: 2
        example-change:
          class V: UIView { override func layoutSubviews() { layer.contentsScale = UIScreen.main.scale } }
        expect:
          class V: UIView { override func layoutSubviews() { layer.contentsScale = 3 } }
        """)
        let result = runCLI(["rules", "test", "rules/my-scale.rule"], in: folder.path, engine: .builtIn)
        #expect(result.code == 1)
        #expect(result.out.contains("wrong: my-scale change 1"))
        #expect(result.out.hasSuffix("4 passed, 1 failed\n"))
        let builtins = runCLI(["rules", "test"], in: folder.path, engine: .builtIn)
        #expect(builtins.code == 0)
        #expect(builtins.out.contains(" passed, 0 failed"))
    }

    @Test("tokens prints one JSON object per token, losslessly")
    func tokens() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "let s = \"\\(UIScreen.main.scale)\" // note\r\n"
        try folder.write("T.swift", text)
        let result = runCLI(["tokens", "T.swift"], in: folder.path)
        #expect(result.code == 0)
        let objects = result.out.split(separator: "\n").compactMap { parseJSON(String($0)) }
        #expect(objects.map { $0["text"] as? String ?? "" }.joined() == text)
        #expect(objects.contains { $0["kind"] as? String == "string-delimiter" })
        #expect(objects.contains { $0["text"] as? String == "UIScreen" && $0["kind"] as? String == "identifier" })
    }
}
