import SwiftLexer
import SourceModel
import RuleLanguage

/// A file screenmod adds to the project because rewrites read what it declares.
public struct GeneratedFile: Sendable, Equatable {
    /// Where to write it, in the same spelling as the project's paths.
    public var path: String
    /// Its contents.
    public var contents: String
    /// The rule that needs it.
    public var ruleID: String
}

/// What the support files of a run come to: the files to add, notes that belong to other files,
/// and per path the rules whose rewrites there were taken back because no support file can reach
/// that file's module.
struct SupportPlan {
    var generated: [GeneratedFile] = []
    var notes: [String: [Finding]] = [:]
    var refused: [String: Set<String>] = [:]
}

extension MigrationProject {
    /// The support files of the rules that rewrote something, one per module with rewrites,
    /// next to that module's `WindowGroup` (unless the module already has a file of that name),
    /// and a note at the root view inside that `WindowGroup` to say where the support file's
    /// modifier belongs. A module with no `WindowGroup` (a watch or Mac app's sibling, a
    /// package, a UIKit app hosting SwiftUI) gets no support file: its rewrites of that rule
    /// are taken back, since the value would stay zero or not compile.
    static func supportFiles(for results: [String: FileResult], rules: [Rule],
                             project: [ProjectFile]) -> SupportPlan {
        var plan = SupportPlan()
        let appFiles = project.filter { ByteScan.containsWord($0.bytes, "WindowGroup") }
        let roots = AppRoots(appFiles.map(\.path))
        for rule in rules {
            guard let support = rule.supportFile else { continue }
            // A support file already in the project: the note stays until its modifier is attached.
            let existing = project.filter { $0.path == support.name || $0.path.hasSuffix("/" + support.name) }
            var supplied: Set<String> = []
            for file in existing {
                let appPath = roots.app(serving: file.path)
                supplied.insert(appPath ?? "")
                guard let attach = support.attach, ByteScan.containsWord(file.bytes, attach),
                      !project.contains(where: { $0.path != file.path && roots.app(serving: $0.path) == appPath
                                                 && ByteScan.containsWord($0.bytes, attach) }) else { continue }
                let note = attachNote(app: appFiles.first { $0.path == appPath }, rule: rule.id, support: support,
                                      path: file.path, fallback: file.path, results: results)
                plan.notes[note.0, default: []].append(note.1)
            }
            // Rewrites: one support file per app that serves them; none where no app does.
            var served: [String: [String]] = [:]
            for path in results.filter({ $0.value.edits.contains { $0.ruleID == rule.id } }).keys.sorted() {
                guard let app = roots.app(serving: path) else {
                    plan.refused[path, default: []].insert(rule.id)
                    continue
                }
                served[app, default: []].append(path)
            }
            for (appPath, paths) in served.sorted(by: { $0.key < $1.key }) where !supplied.contains(appPath) {
                guard let app = appFiles.first(where: { $0.path == appPath }) else { continue }
                let path = joined(directory(app.path), support.name)
                plan.generated.append(GeneratedFile(path: path, contents: support.contents, ruleID: rule.id))
                let note = attachNote(app: app, rule: rule.id, support: support, path: path, fallback: paths[0],
                                      results: results)
                plan.notes[note.0, default: []].append(note.1)
            }
        }
        return plan
    }

    /// `result` without the edits of the `refused` rules, each taken-back rewrite a finding.
    static func withdrawing(_ refused: Set<String>, from result: FileResult) -> FileResult {
        guard !refused.isEmpty else { return result }
        var kept = result
        kept.edits = result.edits.filter { !refused.contains($0.ruleID) }
        kept.findings += result.edits.filter { refused.contains($0.ruleID) && !$0.range.isEmpty }.map { edit in
            Finding(ruleID: edit.ruleID, line: edit.line, column: edit.column, offset: edit.range.lowerBound,
                    message: "not rewritten: no WindowGroup in this view's module measures the window for the value the rewrite reads, so it would stay zero (or not compile in another target)",
                    suggestion: "pass the size in from what shows this view (a UIHostingController's view.bounds, a parent's GeometryReader), or from iOS 17 use containerRelativeFrame")
        }
        kept.findings = sorted(kept.findings)
        return kept
    }

    /// A note at the first view inside `WindowGroup { … }`, or at the first rewrite when the
    /// project has no `WindowGroup`.
    static func attachNote(app: ProjectFile?, rule: String, support: SupportFile, path: String, fallback: String,
                           results: [String: FileResult]) -> (String, Finding) {
        let modifier = support.attach.map { ".\($0)()" }
        let message = "views read a value that \(path) provides; attach \(modifier ?? "its modifier (see the file's first comment)")"
            + " to the root view inside WindowGroup, or that value stays zero"
        let suggestion = "attach it at the root view, once per WindowGroup: e.g. WindowGroup { ContentView()\(modifier ?? ".modifier()") }"
        if let app {
            let file = SyntaxFile(path: app.path, source: app.source)
            let brackets = Brackets(file)
            // Every WindowGroup's root view: `#if` branches for Mac Catalyst and iOS each need it.
            let roots = file.tokens.indices.filter { file.identifier($0, "WindowGroup") }.compactMap { index -> Int? in
                guard var brace = file.next(after: index) else { return nil }
                if file.punctuation(brace, "("), let close = brackets.match(brace),
                   let after = file.next(after: close) { brace = after }
                guard file.punctuation(brace, "{") else { return nil }
                return file.next(after: brace)
            }
            if let root = roots.first {
                let (line, column) = file.location(root)
                let others = roots.dropFirst().map { String(file.location($0).line) }
                let each = others.isEmpty ? ""
                    : " (this file has \(roots.count) WindowGroups: attach it in each, also at line\(others.count > 1 ? "s" : "") \(others.joined(separator: ", ")))"
                return (app.path, Finding(ruleID: rule, line: line, column: column, offset: file.tokens[root].offset,
                                          severity: .warning, message: message + each, suggestion: suggestion))
            }
        }
        let edit = results[fallback]?.edits.first { $0.ruleID == rule }
        return (fallback, Finding(ruleID: rule, line: edit?.line ?? 1, column: edit?.column ?? 1,
                                  offset: edit?.range.lowerBound ?? 0, severity: .warning,
                                  message: message + " (no WindowGroup was found in the project)",
                                  suggestion: suggestion))
    }

    static func directory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func joined(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory + "/" + name
    }
}
