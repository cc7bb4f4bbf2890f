import SwiftLexer
import SourceModel
import RuleLanguage
@testable import Migration

/// A project of in-memory files run through the built-in rules, for engine tests.
struct TestProject {
    let files: [(path: String, text: String)]
    var settings = MigrationSettings()

    init(_ files: [(path: String, text: String)], minIOS: Int? = nil) {
        self.files = files
        if let minIOS { settings.minIOS = minIOS }
    }

    init(_ text: String, minIOS: Int? = nil) {
        self.init([("Input.swift", text)], minIOS: minIOS)
    }

    /// The `moments:` line `explain` gives for the first use on `line` of the first file, or nil
    /// where that line has no use.
    func explainedMoments(line: Int) -> String? {
        let ruleSet = RuleSet.load(RuleSet.builtinFiles).0!
        let engine = MigrationEngine(ruleSet: ruleSet, settings: settings)
        let project = MigrationProject(
            files: files.map { ProjectFile(path: $0.path, source: SourceText($0.text)) }, engine: engine)
        let model = SourceModel(text: files[0].text, path: files[0].path)
        let use = engine.explain(model, index: project.index, line: line, project: project.facts).first
        return use?.facts.first { $0.hasPrefix("moments: ") }
    }

    /// The engine's result for every file, by path.
    func results() -> [String: FileResult] {
        let ruleSet = RuleSet.load(RuleSet.builtinFiles).0!
        let engine = MigrationEngine(ruleSet: ruleSet, settings: settings)
        let project = MigrationProject(
            files: files.map { ProjectFile(path: $0.path, source: SourceText($0.text)) }, engine: engine)
        var results: [String: FileResult] = [:]
        for file in files {
            results[file.path] = project.migrate(path: file.path, source: SourceText(file.text))
        }
        return results
    }

    /// The file at `path` with its edits applied.
    func migrated(_ path: String = "Input.swift") -> String {
        let text = files.first { $0.path == path }!.text
        let edits = results()[path]?.edits ?? []
        return String(decoding: edits.applied(to: Array(text.utf8)), as: UTF8.self)
    }

    /// The findings of the file at `path`, as `line:rule: message`.
    func findings(_ path: String = "Input.swift") -> [String] {
        (results()[path]?.findings ?? []).map { "\($0.line):\($0.ruleID): \($0.message)" }
    }

    /// What `explain` says of every use in the file at `path`.
    func explanations(_ path: String = "Input.swift") -> [UseExplanation] {
        let ruleSet = RuleSet.load(RuleSet.builtinFiles).0!
        let engine = MigrationEngine(ruleSet: ruleSet, settings: settings)
        let project = MigrationProject(
            files: files.map { ProjectFile(path: $0.path, source: SourceText($0.text)) }, engine: engine)
        let text = files.first { $0.path == path }!.text
        return engine.explain(SourceModel(text: text, path: path), index: project.index, line: nil, project: project.facts)
    }

    /// The suggestions of the findings of the file at `path`.
    func suggestions(_ path: String = "Input.swift") -> [String] {
        (results()[path]?.findings ?? []).map(\.suggestion)
    }
}
