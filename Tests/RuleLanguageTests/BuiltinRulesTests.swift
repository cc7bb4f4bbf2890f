import Foundation
import Testing
@testable import RuleLanguage

/// The rules compiled into the binary are exactly Rules/*.rule, and all of them are valid.
@Suite struct BuiltinRulesTests {
    private static let rulesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Rules")

    /// Rules/*.rule on disk, sorted by name, with line endings as the embedding script writes them.
    private func filesOnDisk() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.rulesDirectory.path)
            .filter { $0.hasSuffix(".rule") }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return try names.map { name in
            let text = try String(contentsOf: Self.rulesDirectory.appendingPathComponent(name), encoding: .utf8)
            return (name, text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"))
        }
    }

    @Test func generatedFileMatchesRulesDirectory() throws {
        let onDisk = try filesOnDisk()
        let embedded = BuiltinRules.files
        #expect(embedded.map(\.name) == onDisk.map(\.name),
                "Sources/RuleLanguage/BuiltinRules.generated.swift is out of date: run Scripts/embed-rules")
        for (disk, compiled) in zip(onDisk, embedded) where disk.name == compiled.name {
            #expect(compiled.text == disk.text,
                    "Rules/\(disk.name) changed since it was embedded: run Scripts/embed-rules")
        }
    }

    @Test func parsedFormMatchesTheEmbeddedFiles() {
        let files = RuleSet.builtinFiles
        #expect(BuiltinRules.parsed.count == files.count,
                "Sources/RuleLanguage/BuiltinRules+Parsed.generated.swift is out of date: run Scripts/embed-rules")
        for (file, parsed) in zip(files, BuiltinRules.parsed) {
            #expect(RuleParser.parse(text: file.text, path: file.path).rule == parsed,
                    "\(file.path) changed since its parsed form was written: run Scripts/embed-rules")
        }
    }

    @Test func everyBuiltinRuleIsValid() {
        let (ruleSet, errors) = RuleSet.load(RuleSet.builtinFiles)
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
        #expect(ruleSet?.rules.count == BuiltinRules.files.count)
    }

    @Test func onlyViewNotLoadedOffersTheMoveToLayout() throws {
        let rules = try #require(RuleSet.load(RuleSet.builtinFiles).ruleSet).rules
        #expect(rules.filter { $0.suggestedMove != nil }.map(\.id) == ["view-not-loaded"])
        #expect(rules.first { $0.id == "view-not-loaded" }?.suggestedMove == .viewDidLayoutSubviews)
    }

    @Test func builtinPathsPointIntoRules() {
        #expect(RuleSet.builtinFiles.allSatisfy { $0.path.hasPrefix("Rules/") && $0.path.hasSuffix(".rule") })
    }
}
