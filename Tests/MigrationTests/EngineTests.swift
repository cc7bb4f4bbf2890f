import Testing
import SwiftLexer
import SourceModel
import RuleLanguage
@testable import Migration

/// The built-in rules, loaded once.
let builtinRules: RuleSet = {
    let (ruleSet, errors) = RuleSet.load(RuleSet.builtinFiles)
    precondition(errors.isEmpty, "built-in rules have errors: \(errors)")
    return ruleSet!
}()

/// Runs the engine over one file and returns the result and the migrated text.
func migrate(_ code: String, settings: MigrationSettings = MigrationSettings(),
             others: [String] = []) -> (result: FileResult, output: String) {
    let source = SourceText(code)
    let files = [ProjectFile(path: "Main.swift", source: source)]
        + others.enumerated().map { ProjectFile(path: "Other\($0.offset).swift", source: SourceText($0.element)) }
    let project = MigrationProject(files: files, engine: MigrationEngine(ruleSet: builtinRules, settings: settings))
    let result = project.migrate(path: "Main.swift", source: source)
    return (result, String(decoding: result.edits.applied(to: source.bytes), as: UTF8.self))
}

@Suite("Finding uses")
struct UseFinderTests {
    @Test("explicit, module-qualified, implicit and legacy uses; never look-alikes or text")
    func forms() {
        let model = SourceModel(text: """
        let a = UIScreen.main.scale
        let b = UIKit.UIScreen.main.bounds
        let c = XCUIScreen.main.screenshot()
        let d = NSScreen.main?.frame
        let e = "UIScreen.main.scale"  // UIScreen.main.scale
        let f = "\\(UIScreen.main.scale)"
        let g = UIScreen.mainScreen().scale
        extension UIScreen {
            static var w: CGFloat { main.bounds.width }
            static var h: CGFloat { Self.main.bounds.height }
        }
        """)
        let uses = model.screenUses()
        #expect(uses.map(\.form) == [.explicit, .explicit, .explicit, .legacy, .implicit, .implicit])
        #expect(uses.map { model.file.location($0.first).line } == [1, 2, 6, 7, 9, 10])
        #expect(model.file.text(uses[1].first) == "UIKit")
    }
}

@Suite("Engine")
struct EngineTests {
    @Test("every use gets exactly one edit or at least one finding")
    func nothingSilent() {
        let code = """
        import UIKit
        final class V: UIView {
            static let a = UIScreen.main.scale
            let b = UIScreen.main.bounds
            override func layoutSubviews() { label.frame.size.width = UIScreen.main.bounds.width }
            func f() { print(UIScreen.main.nativeScale) }
        }
        let c = UIScreen.main
        """
        let (result, _) = migrate(code)
        let model = SourceModel(text: code)
        let offsets = Set(result.edits.map(\.range.lowerBound) + result.findings.map(\.offset))
        for use in model.screenUses() {
            #expect(offsets.contains(model.file.tokens[use.first].offset))
        }
        #expect(result.edits.count == 1)
        #expect(result.findings.count == 4)
    }

    @Test("edits touch only the matched bytes; CRLF, BOM and comments stay; a second run changes nothing")
    func lossless() {
        let code = "\u{FEFF}import UIKit\r\nfinal class V: UIView {\r\n    // keep me\r\n    override func layoutSubviews() {\r\n\tlayer.contentsScale = UIScreen.main.scale /* and me */\r\n    }\r\n}\r\n"
        let (_, output) = migrate(code)
        #expect(output == code.replacingOccurrences("UIScreen.main.scale", with: "traitCollection.displayScale"))
        #expect(migrate(output).result.edits.isEmpty)
    }

    @Test("self. only where an escaping class closure needs it, and where a local shadows the member")
    func selfPolicy() {
        let code = """
        final class V: UIView {
            override func layoutSubviews() {
                layer.contentsScale = UIScreen.main.scale
                UIView.animate(withDuration: 1) { self.layer.contentsScale = UIScreen.main.scale }
                let bounds = CGRect.zero
                label.frame.size.width = UIScreen.main.bounds.width * bounds.width
            }
        }
        """
        let (_, output) = migrate(code)
        #expect(output.contains("layer.contentsScale = traitCollection.displayScale\n"))
        #expect(output.contains("self.layer.contentsScale = self.traitCollection.displayScale"))
        #expect(output.contains("label.frame.size.width = self.bounds.width * bounds.width"))
    }

    @Test("a [weak self] closure without unwrapping is reported, not rewritten; where it runs at no proven moment, the moment is told")
    func weakSelf() {
        let inWindow = """
            final class C: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    UIView.animate(withDuration: 0.3) { [weak self] in self?.x = UIScreen.main.scale }
                }
            }
            """
        let (result, output) = migrate(inWindow)
        #expect(result.edits.isEmpty)
        #expect(result.findings.map(\.ruleID) == ["weak-self"])
        #expect(output.contains("UIScreen.main.scale"))
        let (later, _) = migrate("final class C: UIViewController { func f() { run { [weak self] in self?.x = UIScreen.main.scale } } }")
        #expect(later.edits.isEmpty && later.findings.count == 1)
        #expect(later.findings.first?.ruleID != "weak-self", "\(later.findings.map(\.ruleID))")
    }

    @Test("outlet and inspectable accessors run while the nib loads: reported, never rewritten to view or traits")
    func nibProperties() {
        let controller = """
        final class PlayerViewController: UIViewController {
            @IBOutlet var artworkWidth: NSLayoutConstraint! {
                didSet { artworkWidth.constant = UIScreen.main.bounds.width - 32 }
            }
            override func viewWillLayoutSubviews() { artworkWidth.constant = UIScreen.main.bounds.width - 32 }
        }
        """
        let (result, output) = migrate(controller)
        #expect(result.findings.map(\.ruleID) == ["nib-property"])
        #expect(result.findings.first?.line == 3)
        #expect(output.contains("didSet { artworkWidth.constant = UIScreen.main.bounds.width - 32 }"))
        #expect(output.contains("{ artworkWidth.constant = view.bounds.width - 32 }"))
        let cell = """
        final class DividerCell: UITableViewCell {
            @IBOutlet private weak var dividerHeight: NSLayoutConstraint! {
                didSet { dividerHeight.constant = 1 / UIScreen.main.scale; layer.contentsScale = UIScreen.main.scale }
            }
            var outlined = false { didSet { layer.borderWidth = outlined ? 1 / UIScreen.main.scale : 0 } }
        }
        """
        let (cellResult, cellOutput) = migrate(cell)
        // Two uses of one line with one reason are one finding, the second a related location.
        #expect(cellResult.findings.map(\.ruleID) == ["nib-property", "scale-divisor-local"])
        #expect(cellResult.findings.first?.related.count == 1)
        // Other code may set `outlined` at any time, so nothing proves when its didSet runs: a finding,
        // and no edit, since at an unproven moment the scale may be 0.
        #expect(cellResult.findings.last?.cause == "moment:external")
        #expect(cellResult.findings.last?.fix == nil)
        #expect(cellOutput == cell)
    }

    @Test("SwiftUI: one @Environment member per view, reused when present, the file's line endings")
    func memberInsertion() {
        let code = "struct A: View {\r\n    let title: String\r\n    var body: some View { Image(title).frame(width: 9 * UIScreen.main.scale, height: 9 * UIScreen.main.scale) }\r\n}\r\n"
        let (_, output) = migrate(code)
        #expect(output == "struct A: View {\r\n    @Environment(\\.displayScale) private var displayScale\r\n\r\n    let title: String\r\n    var body: some View { Image(title).frame(width: 9 * displayScale, height: 9 * displayScale) }\r\n}\r\n")
        let existing = "struct B: View {\n    @Environment(\\.displayScale) var s\n    var body: some View { Color.red.frame(height: 2 * UIScreen.main.scale) }\n}\n"
        #expect(migrate(existing).output == existing.replacingOccurrences("UIScreen.main.scale", with: "s"))
    }

    @Test("a base class in another file decides the kind of type")
    func crossFile() {
        let code = "final class CardView: BaseView { override func layoutSubviews() { x = UIScreen.main.bounds.width } }"
        #expect(migrate(code).result.findings.map(\.ruleID) == ["no-container"])  // unknown base: no guess
        #expect(migrate(code, others: ["class BaseView: UIView {}"]).output.contains("x = bounds.width"))
        #expect(migrate(code, others: ["class BaseView: NSObject {}"]).result.edits.isEmpty)
    }

    @Test("a project with its own UIScreen type is left alone")
    func ownScreen() {
        let (result, _) = migrate("final class V: UIView { func f() { x = UIScreen.main.scale } }",
                                  others: ["public final class UIScreen { public static let main = UIScreen() }"])
        #expect(result.edits.isEmpty && result.findings.isEmpty)
    }

    @Test("suppression comments switch off edits and findings, and are reported as suppressed")
    func suppressions() {
        let code = """
        final class V: UIView {
            override func layoutSubviews() {
                // screenmod:disable-next-line scale-uikit
                layer.contentsScale = UIScreen.main.scale
                // screenmod:disable-next-line bounds-uiview
                layer.contentsScale = UIScreen.main.scale
            }
            // screenmod:disable
            static let c = UIScreen.main.scale
            // screenmod:enable
            static let d = UIScreen.main.scale
        }
        """
        let (result, _) = migrate(code)
        #expect(result.edits.count == 1)
        #expect(result.findings.map(\.line) == [11])
        #expect(result.suppressed.map(\.line) == [4, 9])
    }

    @Test("no edit after a lexical error, and a finding that says so")
    func syntaxError() {
        let code = "final class V: UIView {\n override func layoutSubviews() {\n  layer.contentsScale = UIScreen.main.scale\n  let s = \"open\n  let b = UIScreen.main.scale\n }\n}\n"
        let (result, _) = migrate(code)
        #expect(result.edits.map(\.line) == [3])
        #expect(result.findings.map(\.ruleID) == ["syntax-error", "syntax-error"])
        #expect(result.findings.map(\.line) == [4, 5])
    }

    @Test("the deployment target gates containerRelativeFrame")
    func deploymentTarget() {
        let code = "struct P: View { var body: some View { Image(\"p\").frame(width: UIScreen.main.bounds.width * 0.8) } }"
        #expect(migrate(code, settings: MigrationSettings(minIOS: 17)).output.contains(".containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }"))
        #expect(migrate(code, settings: MigrationSettings(minIOS: 16)).result.findings.map(\.ruleID) == ["bounds-swiftui"])
    }

    @Test("helpers are reported with their call sites in other files")
    func helpers() {
        let helper = "extension UIScreen { static var width: CGFloat { main.bounds.width } }"
        let caller = "final class C { func f() -> CGFloat { UIScreen.width / 2 } }"
        let files = [ProjectFile(path: "H.swift", source: SourceText(helper)), ProjectFile(path: "C.swift", source: SourceText(caller))]
        let project = MigrationProject(files: files, engine: MigrationEngine(ruleSet: builtinRules, settings: MigrationSettings()))
        #expect(project.migrate(path: "H.swift", source: SourceText(helper)).findings.map(\.ruleID) == ["screen-helper"])
        let notes = project.migrate(path: "C.swift", source: SourceText(caller)).findings
        #expect(notes.map(\.severity) == [.note])
        #expect(notes.first?.message.contains("H.swift:1") == true)
    }
}

@Suite("Rule examples")
struct RuleExampleTests {
    @Test("every built-in rule has examples, and every example matches, also hidden in comments and strings")
    func builtinExamples() {
        let runner = RuleExampleRunner(ruleSet: builtinRules)
        for rule in builtinRules.rules {
            #expect(!rule.examples.isEmpty, "rule \(rule.id) has no examples")
            for result in runner.run(rule) where result.verdict != .matched {
                Issue.record("\(rule.id) \(result.name): \(result.verdict)\nexpected:\n\(result.expected)\nactual:\n\(result.actual)")
            }
        }
    }

    @Test("the runner can fail: a wrong expectation is reported as wrong")
    func runnerCanFail() throws {
        let text = builtinRules.rule(id: "scale-uikit")!.source.path
        #expect(text == "Rules/scale-uikit.rule")
        let rule = try #require(RuleParser.parse(text: """
        id: scale-uikit
        summary: S.
        reason: R.
        priority: 110
        match: UIScreen.main.scale
        when: type is uiview
        when: moment is only layout
        when: role is only scale-factor
        rewrite: self.traitCollection.displayScale
        example-change:
          class V: UIView { override func layoutSubviews() { layer.contentsScale = UIScreen.main.scale } }
        expect:
          class V: UIView { override func layoutSubviews() { layer.contentsScale = 2 } }
        example-keep:
          class V: UIView { override func layoutSubviews() { layer.contentsScale = UIScreen.main.scale } }
        """, path: "scale-uikit.rule").rule)
        let verdicts = RuleExampleRunner(ruleSet: builtinRules).run(rule).map(\.verdict)
        #expect(verdicts.first == .wrong)
        #expect(verdicts.last == .noisy)
    }
}

extension String {
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        replacingAll(target, with: replacement)
    }
}
@Suite("Support files")
struct SupportFileTests {
    func project(_ files: [(String, String)], enable: Bool = true, disable: Bool = false) -> MigrationProject {
        let settings = MigrationSettings(enabled: enable ? ["window-size-environment"] : [],
                                         disabled: disable ? ["window-size-environment"] : [])
        return MigrationProject(files: files.map { ProjectFile(path: $0.0, source: SourceText($0.1)) },
                                engine: MigrationEngine(ruleSet: builtinRules, settings: settings))
    }

    let view = ("App/Views/Grid.swift", "struct Grid: View {\n    var body: some View {\n        Color.red.frame(maxWidth: UIScreen.main.bounds.width / 2)\n    }\n}\n")
    let app = ("App/MyApp.swift", "@main\nstruct MyApp: App {\n    var body: some Scene {\n        WindowGroup {\n            ContentView()\n        }\n    }\n}\n")

    @Test("the opt-in window-size rule writes its support file once, next to the app, and says where to attach it")
    func generated() {
        let project = project([view, app])
        #expect(project.generatedFiles.map(\.path) == ["App/WindowSizeEnvironment.swift"])
        #expect(project.generatedFiles.first?.contents.contains("var windowSize: CGSize") == true)
        let appResult = project.migrate(path: app.0, source: SourceText(app.1))
        #expect(appResult.findings.map(\.line) == [5])
        #expect(appResult.findings.first?.ruleID == "window-size-environment")
        let grid = project.migrate(path: view.0, source: SourceText(view.1))
        #expect(grid.edits.map(\.replacement).contains("windowSize.width"))
    }

    @Test("a pattern that names the screen twice is one rewrite: its second use is not handed to the window-size rule")
    func twoUsePatternIsOneRewrite() {
        var settings = MigrationSettings(enabled: ["window-size-environment"])
        settings.minIOS = 17
        let text = "import SwiftUI\nstruct Page: View {\n    var body: some View {\n"
            + "        LazyVGrid(columns: [GridItem(.fixed(UIScreen.main.bounds.width / 2)), "
            + "GridItem(.fixed(UIScreen.main.bounds.width / 2))]) { Text(\"a\") }\n    }\n}\n"
        let project = MigrationProject(files: [ProjectFile(path: "Page.swift", source: SourceText(text))],
                                       engine: MigrationEngine(ruleSet: builtinRules, settings: settings))
        let result = project.migrate(path: "Page.swift", source: SourceText(text))
        #expect(result.edits.map(\.replacement) == ["[GridItem(.flexible()), GridItem(.flexible())]"])
        #expect(result.findings.isEmpty)
        #expect(project.generatedFiles.isEmpty)
    }

    @Test("after --write the attach warning stays until the modifier is attached, the rule on or off")
    func attachWarningPersists() throws {
        let rule = try #require(builtinRules.rules.first { $0.id == "window-size-environment" })
        let support = ("App/WindowSizeEnvironment.swift", try #require(rule.supportFile).contents)
        #expect(rule.supportFile?.attach == "measuresWindowSize")
        let reader = ("App/Views/Grid.swift", "struct Grid: View {\n    @Environment(\\.windowSize) private var windowSize\n}\n")
        for enable in [true, false] {
            let written = project([reader, app, support], enable: enable)
            #expect(written.generatedFiles.isEmpty)
            let findings = written.migrate(path: app.0, source: SourceText(app.1)).findings
            #expect(findings.map(\.line) == [5] && findings.first?.message.contains(".measuresWindowSize()") == true)
        }
        let attached = (app.0, app.1.replacingOccurrences("ContentView()", with: "ContentView().measuresWindowSize()"))
        #expect(project([reader, attached, support]).migrate(path: attached.0, source: SourceText(attached.1)).findings.isEmpty)
        #expect(project([reader, app, support], disable: true).migrate(path: app.0, source: SourceText(app.1)).findings.isEmpty)
    }

    @Test("no rewrite where no WindowGroup's folder holds the view: a watch sibling, a package, a hosted view")
    func refusedWithoutAnAppOfItsOwn() {
        let phone = ("Phone/ProfileView.swift", "struct ProfileView: View {\n    var body: some View {\n        Color.red.frame(maxWidth: UIScreen.main.bounds.width / 2)\n    }\n}\n")
        let watch = ("Watch/WatchApp.swift", app.1)
        let package = ("Packages/Kit/Sources/KitUI/Card.swift", phone.1.replacingOccurrences("ProfileView", with: "Card"))
        let rootApp = ("MyApp.swift", app.1)
        let project = project([phone, watch, package])
        #expect(project.generatedFiles.isEmpty)
        for file in [phone, package] {
            let result = project.migrate(path: file.0, source: SourceText(file.1))
            #expect(result.edits.isEmpty)
            #expect(result.findings.contains { $0.ruleID == "window-size-environment" && $0.message.hasPrefix("not rewritten: no WindowGroup") })
        }
        // An app at the root serves the phone folder, but a package target only its own folder.
        let served = self.project([phone, watch, package, rootApp])
        #expect(served.generatedFiles.map(\.path) == ["WindowSizeEnvironment.swift"])
        #expect(!served.migrate(path: phone.0, source: SourceText(phone.1)).edits.isEmpty)
        #expect(served.migrate(path: package.0, source: SourceText(package.1)).edits.isEmpty)
    }

    @Test("no support file when the rule is off, or when the project already has one")
    func notGenerated() {
        #expect(project([view, app], enable: false).generatedFiles.isEmpty)
        let existing = ("App/WindowSizeEnvironment.swift", "// already here\n")
        #expect(project([view, app, existing]).generatedFiles.isEmpty)
    }
}
