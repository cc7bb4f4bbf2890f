import Foundation
@testable import RuleLanguage

/// Sample rule files under Tests/RuleLanguageTests/Fixtures.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The text of `Fixtures/<name>`.
    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// Parses `Fixtures/<name>` with the path `Fixtures/<name>`.
    static func parse(_ name: String) throws -> (rule: Rule?, errors: [RuleError]) {
        RuleParser.parse(text: try text(name), path: "Fixtures/" + name)
    }
}

/// A minimal valid rule, one field per line:
/// 1 id, 2 summary, 3 reason, 4 priority, 5 match, 6 rewrite.
let sampleLines = [
    "id: sample",
    "summary: Does a thing.",
    "reason: Because.",
    "priority: 100",
    "match: UIScreen.main.scale",
    "rewrite: traitCollection.displayScale",
]

/// The sample rule with the fields named in `replacing` swapped for other lines (nil removes the
/// line's text but keeps it as a blank line, so line numbers stay put) and `adding` lines appended.
func sample(replacing: [String: String?] = [:], adding: [String] = []) -> String {
    let lines = sampleLines.map { line -> String in
        let key = String(line.prefix { $0 != ":" })
        guard let replacement = replacing[key] else { return line }
        return replacement ?? ""
    }
    return (lines + adding).joined(separator: "\n") + "\n"
}

/// The errors of parsing `text`, as `line:column: message`.
func errorLines(_ text: String, path: String = "test") -> [String] {
    RuleParser.parse(text: text, path: path).errors.map { "\($0.line):\($0.column): \($0.message)" }
}

/// The rule parsed from `text`, or nil; errors are returned for the failure message.
func parsed(_ text: String, path: String = "test") -> (Rule?, String) {
    let result = RuleParser.parse(text: text, path: path)
    return (result.rule, result.errors.map(\.description).joined(separator: "\n"))
}
