import Foundation
import Testing
@testable import screenmodCLI

/// docs/rules.md's examples, run the way the document tells a reader to run them.
@Suite("docs/rules.md, run as written")
struct DocumentationExampleTests {
    private static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules.md")

    /// The fenced code blocks of the document, in order.
    private func blocks() throws -> [String] {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current { blocks.append(lines.joined(separator: "\n") + "\n") }
                current = current == nil ? [] : nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The blocks that are whole rules, keyed by id.
    private func rules() throws -> [String: String] {
        var rules: [String: String] = [:]
        for block in try blocks() {
            guard let line = block.split(separator: "\n").first(where: { $0.hasPrefix("id: ") }) else { continue }
            rules[String(line.dropFirst(4))] = block
        }
        return rules
    }

    @Test("the worked example checks, passes its own tests and decides real code")
    func workedExample() throws {
        let rule = try #require(try rules()["card-width-controller"])
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("my-rules/card-width-controller.rule", rule)
        let check = runCLI(["rules", "check", "my-rules"], in: folder.path, engine: .builtIn)
        #expect(check.code == 0, "\(check.out)\(check.err)")
        let test = runCLI(["rules", "test", "my-rules"], in: folder.path, engine: .builtIn)
        #expect(test.code == 0, "\(test.out)")
        #expect(test.out.hasSuffix(" passed, 0 failed\n"))
        // `screenmod --rules my-rules Sources/` on the example's own code: the rule, not a
        // built-in one, makes both rewrites.
        try folder.write("Sources/CardsViewController.swift", """
            import UIKit
            final class CardsViewController: UIViewController {
                var cardWidth: CGFloat = 0
                var columns = 1
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    cardWidth = (UIScreen.main.bounds.width - 32).rounded()
                    columns = Int(UIScreen.main.bounds.size.width / 320)
                }
            }

            """)
        let run = runCLI(["--rules", "my-rules", "--format", "json", "Sources/"], in: folder.path, engine: .builtIn)
        let files = parseJSON(run.out)?["files"] as? [[String: Any]]
        let edits = files?.first?["edits"] as? [[String: Any]] ?? []
        #expect(edits.map { $0["rule"] as? String } == ["card-width-controller", "card-width-controller"], "\(run.out)")
    }

    @Test("the rule for another API checks, passes its own tests and decides real code without --enable")
    func anotherAPIExample() throws {
        let rule = try #require(try rules()["end-editing-controller"])
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("my-rules/end-editing-controller.rule", rule)
        let test = runCLI(["rules", "test", "my-rules"], in: folder.path, engine: .builtIn)
        #expect(test.code == 0, "\(test.out)")
        #expect(test.out.hasSuffix(" passed, 0 failed\n"))
        try folder.write("Sources/SearchViewController.swift", """
            import UIKit
            final class SearchViewController: UIViewController {
                @IBOutlet weak var searchField: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UIApplication.shared.keyWindow?.endEditing(true)
                }
                @IBAction func doneTapped(_ sender: UIBarButtonItem) {
                    UIApplication.shared.keyWindow?.endEditing(true)
                }
            }

            """)
        // Without the user rule nothing reads the key window: the duo group is off.
        let plain = runCLI(["--format", "json", "Sources/"], in: folder.path, engine: .builtIn)
        let untouched = parseJSON(plain.out)?["files"] as? [[String: Any]] ?? []
        #expect(untouched.allSatisfy { ($0["edits"] as? [Any] ?? []).isEmpty }, "\(plain.out)")
        for args in [["--rules", "my-rules"], ["--rules", "my-rules", "--enable", "duo"]] {
            let run = runCLI(args + ["--format", "json", "Sources/"], in: folder.path, engine: .builtIn)
            let files = parseJSON(run.out)?["files"] as? [[String: Any]]
            let edits = files?.first?["edits"] as? [[String: Any]] ?? []
            #expect(edits.map { $0["rule"] as? String } == ["end-editing-controller"], "\(args) \(run.out)")
            #expect(edits.map { $0["replacement"] as? String } == ["view.window?.endEditing(true)"], "\(args) \(run.out)")
        }
    }

    @Test("the documented mistake gives the documented message")
    func documentedMistake() throws {
        let rule = try #require(try rules()["card-width-controller"])
        let message = try #require(try blocks().first { $0.hasPrefix("my-rules/card-width-controller.rule:") })
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var lines = rule.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex(of: "when: type is uiviewcontroller"))
        lines[index] = "when: type is uiviewcontrolle"
        try folder.write("my-rules/card-width-controller.rule", lines.joined(separator: "\n"))
        let check = runCLI(["rules", "check", "my-rules"], in: folder.path, engine: .builtIn)
        #expect(check.code == 1)
        #expect(check.out == message)
    }

    @Test("every other rule in the document checks and passes its tests")
    func otherRules() throws {
        let rules = try rules().filter { $0.key != "card-width-controller" }
        #expect(!rules.isEmpty)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (id, text) in rules { try folder.write("doc-rules/\(id).rule", text) }
        let test = runCLI(["rules", "test", "doc-rules"], in: folder.path, engine: .builtIn)
        #expect(test.code == 0, "\(test.out)\(test.err)")
    }
}
