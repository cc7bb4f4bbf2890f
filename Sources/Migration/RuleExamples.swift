import SwiftLexer
import SourceModel
import RuleLanguage

/// The verdict on one rule example, in ast-grep's `sg test` words.
public enum ExampleVerdict: String, Sendable, Equatable {
    /// The example produced exactly the expected result.
    case matched
    /// A change was expected and none was made.
    case missing
    /// A change was made where none was expected.
    case noisy
    /// A change was made, but not the expected one.
    case wrong
}

/// One example of a rule, run through the whole engine.
public struct ExampleResult: Sendable, Equatable {
    /// The rule the example belongs to.
    public var ruleID: String
    /// What the example is: `change 1`, `keep 2`, `change 1 in a line comment`…
    public var name: String
    /// Line of the example in the rule file.
    public var line: Int
    /// The verdict.
    public var verdict: ExampleVerdict
    /// The expected text.
    public var expected: String
    /// The engine's output.
    public var actual: String
}

/// Runs rule examples: each must-change example must change exactly as written, each
/// must-keep example must stay, and a must-change example wrapped in a line comment, a block
/// comment, a string and a raw string must not change at all.
public struct RuleExampleRunner: Sendable {
    /// Every rule of the set, so examples see the same competition as real code.
    public let ruleSet: RuleSet

    /// Creates a runner over `ruleSet`.
    public init(ruleSet: RuleSet) {
        self.ruleSet = ruleSet
    }

    /// The results of every example of `rule`.
    public func run(_ rule: Rule) -> [ExampleResult] {
        var results: [ExampleResult] = []
        var changes = 0
        var keeps = 0
        for (position, example) in rule.examples.enumerated() {
            let line = position < rule.source.exampleLines.count ? rule.source.exampleLines[position] : 0
            let settings = Self.settings(example.args, enabling: rule)
            switch example {
            case .change(let before, let after, _):
                changes += 1
                let name = "change \(changes)"
                results.append(verdict(rule, name, line, before: before, expected: after, settings: settings))
                for (wrapping, wrapped) in Self.wrappings(before) {
                    results.append(verdict(rule, "\(name) in \(wrapping)", line, before: wrapped,
                                           expected: wrapped, settings: settings))
                }
            case .keep(let code, _):
                keeps += 1
                results.append(verdict(rule, "keep \(keeps)", line, before: code, expected: code, settings: settings))
            }
        }
        return results
    }

    func verdict(_ rule: Rule, _ name: String, _ line: Int, before: String, expected: String,
                 settings: MigrationSettings) -> ExampleResult {
        let actual = Self.migrate(before, ruleSet: ruleSet, settings: settings)
        let verdict: ExampleVerdict
        if actual == expected {
            verdict = .matched
        } else if actual == before {
            verdict = .missing
        } else if expected == before {
            verdict = .noisy
        } else {
            verdict = .wrong
        }
        return ExampleResult(ruleID: rule.id, name: name, line: line, verdict: verdict,
                             expected: expected, actual: actual)
    }

    /// Runs the engine over `code` as a one-file project and applies its edits.
    public static func migrate(_ code: String, ruleSet: RuleSet, settings: MigrationSettings) -> String {
        let source = SourceText(code)
        let engine = MigrationEngine(ruleSet: ruleSet, settings: settings)
        let project = MigrationProject(files: [ProjectFile(path: "Example.swift", source: source)], engine: engine)
        let result = project.migrate(path: "Example.swift", source: source)
        return String(decoding: result.edits.applied(to: source.bytes), as: UTF8.self)
    }

    /// `--min-ios N`, `--enable ID` and `--disable ID` from an `example-args:` line; the
    /// example's own rule is always enabled, so opt-in rules can be tested.
    static func settings(_ args: [String], enabling rule: Rule) -> MigrationSettings {
        var settings = MigrationSettings(enabled: [rule.id])
        var index = 0
        while index + 1 < args.count {
            switch args[index] {
            case "--min-ios": settings.minIOS = Int(args[index + 1].split(separator: ".").first ?? "") ?? settings.minIOS
            case "--enable": settings.enabled.insert(args[index + 1])
            case "--disable": settings.disabled.insert(args[index + 1])
            default: break
            }
            index += 2
        }
        return settings
    }

    /// The code hidden in places where it is text, not code.
    static func wrappings(_ code: String) -> [(String, String)] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let lineComment = lines.map { "// " + $0 }.joined(separator: "\n")
        let blockComment = "/*\n" + code.replacingAll("*/", with: "* /") + "\n*/"
        let string = "let text = \"\"\"\n" + code.replacingAll("\\", with: "\\\\").replacingAll("\"\"\"", with: "\\\"\"\"")
            + "\n\"\"\"\n"
        let raw = "let text = #\"\"\"\n" + code.replacingAll("\"\"\"#", with: "\"\"\" #") + "\n\"\"\"#\n"
        return [("a line comment", lineComment), ("a block comment", blockComment),
                ("a string", string), ("a raw string", raw)]
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement` (no Foundation in this layer).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
