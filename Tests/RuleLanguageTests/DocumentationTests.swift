import Foundation
import Testing
@testable import RuleLanguage

/// The rules shown in docs/rules.md are valid rules.
@Suite struct DocumentationTests {
    private static let documentation = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules.md")

    /// The fenced code blocks of the document that contain an `id:` line.
    private func ruleBlocks() throws -> [String] {
        let text = try String(contentsOf: Self.documentation, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current, lines.contains(where: { $0.hasPrefix("id: ") }) {
                    blocks.append(lines.joined(separator: "\n") + "\n")
                }
                current = current == nil ? [] : nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The row of the conditions table for `subject`.
    private func conditionRow(_ subject: ConditionSubject) throws -> Substring? {
        let text = try String(contentsOf: Self.documentation, encoding: .utf8)
        return text.split(separator: "\n").first { $0.hasPrefix("| `\(subject.rawValue)` ") }
    }

    @Test func theConditionTableNamesEverySubjectAndValue() throws {
        for subject in ConditionSubject.allCases where subject != .minIOS {
            let row = try #require(try conditionRow(subject), "docs/rules.md has no row for `\(subject.rawValue)`")
            for value in subject.allowedValues ?? [] {
                #expect(row.contains("`\(value)`"), "the `\(subject.rawValue)` row does not list `\(value)`")
            }
        }
    }

    @Test func documentedRulesAreValid() throws {
        let blocks = try ruleBlocks()
        #expect(blocks.count == 3)
        for block in blocks {
            let id = block.split(separator: "\n").first { $0.hasPrefix("id: ") }?.dropFirst(4) ?? ""
            let result = RuleParser.parse(text: block, path: "docs/\(id).rule")
            #expect(result.errors.isEmpty, "\(result.errors.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test func theWorkedExampleHasEveryKindOfExample() throws {
        let worked = try #require(try ruleBlocks().first)
        let rule = try #require(RuleParser.parse(text: worked, path: "my-rules/card-width-controller.rule").rule)
        #expect(rule.patterns.count == 2)
        #expect(rule.conditions.count == 5)
        #expect(rule.examples.count == 2)
    }
}
