import Testing
import SwiftLexer
import SourceModel
import SeededRandom
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

    @Test("Many suppression regions silence exactly the uses they cover")
    func manySuppressions() {
        // Every third next-line comment names another rule, so the use after it is rewritten.
        var body = ""
        var line = 6
        var rewritten: [Int] = [], silenced: [Int] = []
        for index in 0..<60 {
            let named = index % 3 == 0 ? " weak-self" : ""
            body += "        // screenmod:disable-next-line\(named)\n        sizes[\(index % 4)] = UIScreen.main.bounds.width\n"
            body += "        // screenmod:disable\n        sizes[\(index % 3)] = UIScreen.main.scale\n        // screenmod:enable\n"
            if named.isEmpty { silenced.append(line + 1) } else { rewritten.append(line + 1) }
            silenced.append(line + 3)
            line += 5
        }
        let code = "import UIKit\n\nfinal class Quiet: UIView {\n    var sizes: [CGFloat] = []\n"
            + "    override func layoutSubviews() {\n" + body + "        sizes[0] = UIScreen.main.scale\n    }\n}\n"
        let result = TestProject(code).results()["Input.swift"]!
        #expect(result.suppressed.map(\.line) == silenced)
        #expect(result.edits.map(\.line) == rewritten + [line])
        #expect(result.findings.isEmpty)
    }

    @Test("Suppression regions answer like a look at every region, for every line and rule", arguments: 0..<20)
    func suppressionRegionsAgreeWithEveryRegion(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let rules = ["scale-uikit", "bounds-uiview", "other-rule"]
        let commands = ["disable-next-line", "disable-line", "disable", "enable", "disable-file"]
        var lines: [String] = []
        for _ in 0..<150 {
            let roll = Int(random.next() % 100)
            // Mostly region comments close together, so that regions touch, overlap and nest.
            guard roll < 70 else { lines.append("let x = 1"); continue }
            let command = roll == 0 ? commands[4] : commands[Int(random.next() % 4)]
            let named = (0..<Int(random.next() % 3)).map { _ in rules[Int(random.next() % 3)] }
            lines.append((roll % 2 == 0 ? "foo() " : "") + "// screenmod:" + ([command] + named).joined(separator: " "))
        }
        let file = SyntaxFile(path: "Regions.swift", source: SourceText(lines.joined(separator: "\n") + "\n"))
        let suppressions = Suppressions(file)
        let reference = Self.everyRegion(lines)
        for line in 1...(lines.count + 1) {
            for rule in rules {
                let expected = reference.contains { $0.lines.contains(line) && ($0.rules.isEmpty || $0.rules.contains(rule)) }
                #expect(suppressions.suppresses(rule, line: line) == expected, "line \(line), \(rule)")
            }
        }
    }

    /// The regions of `lines` (line 1 first), written out plainly as the comments define them.
    static func everyRegion(_ lines: [String]) -> [(lines: ClosedRange<Int>, rules: Set<String>)] {
        var regions: [(lines: ClosedRange<Int>, rules: Set<String>)] = []
        var open: [(Int, Set<String>)] = []
        let last = lines.count + 1
        for (offset, text) in lines.enumerated() {
            guard let marker = text.firstRange(of: "// screenmod:") else { continue }
            let words = text[marker.upperBound...].split(separator: " ").map(String.init)
            let line = offset + 1, rules = Set(words.dropFirst())
            switch words[0] {
            case "disable-next-line": regions.append(((line + 1)...(line + 1), rules))
            case "disable-line": regions.append((line...line, rules))
            case "disable-file": regions.append((1...last, rules))
            case "disable": open.append((line, rules))
            default:
                regions += open.map { ($0.0...line, $0.1) }
                open = []
            }
        }
        return regions + open.map { ($0.0...last, $0.1) }
    }

    @Test("Many brightness reads in one method share the one guard before the first")
    func manyBrightnessUses() {
        var lines = "", expected = ""
        for index in 0..<80 {
            lines += "        levels[\(index % 4)] = UIScreen.main.brightness\n"
            expected += "        levels[\(index % 4)] = screen.brightness\n"
            if index % 2 == 1 {
                lines += "        UIScreen.main.brightness = 0.\(index % 9 + 1)\n"
                // A write goes through the optional chain: no window, no change.
                expected += "        view.window?.windowScene?.screen.brightness = 0.\(index % 9 + 1)\n"
            }
        }
        let head = "import UIKit\n\nfinal class Pass: UIViewController {\n    var levels: [CGFloat] = []\n"
            + "    override func viewDidAppear(_ animated: Bool) {\n        super.viewDidAppear(animated)\n"
        let project = TestProject(head + lines + "    }\n}\n")
        #expect(project.migrated() == head + "        guard let screen = view.window?.windowScene?.screen else { return }\n"
            + expected + "    }\n}\n")
        #expect(project.findings().isEmpty)
    }

    @Test("Many guards split by #if branches: one per stretch between directives")
    func manyGuardsAndDirectives() {
        var lines = ""
        for index in 0..<40 {
            if index % 10 == 5 { lines += "        #if DEBUG\n" }
            lines += "        levels[0] = UIScreen.main.brightness\n"
            if index % 10 == 7 { lines += "        #endif\n" }
        }
        let project = TestProject("import UIKit\nfinal class Pass: UIViewController {\n    var levels: [CGFloat] = []\n"
            + "    override func viewDidAppear(_ animated: Bool) {\n" + lines + "    }\n}\n")
        let migrated = project.migrated().split(separator: "\n", omittingEmptySubsequences: false)
        let guards = migrated.indices.filter { migrated[$0].contains("guard let screen") }
        // Before the first read; then after each #if and after each #endif (the branch's guard
        // does not reach past it).
        let firstReadAfter = { (directive: Int) in
            migrated.indices.first { $0 > directive && migrated[$0].contains("levels[0]") }! - 1
        }
        let directives = migrated.indices.filter { migrated[$0].contains("#if") || migrated[$0].contains("#endif") }
        #expect(directives.count == 8)
        #expect(guards == [4] + directives.map(firstReadAfter))
    }
}

