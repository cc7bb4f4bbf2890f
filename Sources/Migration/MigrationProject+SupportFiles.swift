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

extension MigrationProject {
    /// The support files of the rules that rewrote something, unless the project already has a
    /// file of that name, and a note at the root view inside `WindowGroup` to say where the
    /// support file's modifier belongs. The note stays on later runs while the project has the
    /// support file and no other file attaches its modifier.
    static func supportFiles(for results: [String: FileResult], rules: [Rule],
                             project: [ProjectFile]) -> ([GeneratedFile], [String: [Finding]]) {
        var generated: [GeneratedFile] = []
        var notes: [String: [Finding]] = [:]
        for rule in rules {
            guard let support = rule.supportFile else { continue }
            let users = results.filter { $0.value.edits.contains { $0.ruleID == rule.id } }.keys.sorted()
            let note: (String, Finding)
            // A suffix test, not a split per path: this runs over every file of the project.
            if let existing = project.first(where: { $0.path == support.name || $0.path.hasSuffix("/" + support.name) }) {
                guard let attach = support.attach, ByteScan.containsWord(existing.bytes, attach),
                      !project.contains(where: { $0.path != existing.path && ByteScan.containsWord($0.bytes, attach) })
                else { continue }
                note = attachNote(app: application(in: project), rule: rule.id, support: support, path: existing.path,
                                  fallback: users.first ?? existing.path, results: results)
            } else {
                guard let firstUser = users.first else { continue }
                let app = application(in: project)
                let path = joined(directory(app?.path ?? firstUser), support.name)
                generated.append(GeneratedFile(path: path, contents: support.contents, ruleID: rule.id))
                note = attachNote(app: app, rule: rule.id, support: support, path: path, fallback: firstUser,
                                  results: results)
            }
            notes[note.0, default: []].append(note.1)
        }
        return (generated, notes)
    }

    /// The file that declares the app's `WindowGroup`, if any.
    static func application(in project: [ProjectFile]) -> ProjectFile? {
        project.first { ByteScan.containsWord($0.bytes, "WindowGroup") }
    }

    /// A note at the first view inside `WindowGroup { … }`, or at the first rewrite when the
    /// project has no `WindowGroup`.
    static func attachNote(app: ProjectFile?, rule: String, support: SupportFile, path: String, fallback: String,
                           results: [String: FileResult]) -> (String, Finding) {
        let modifier = support.attach.map { ".\($0)()" }
        let message = "views read a value that \(path) provides; attach \(modifier ?? "its modifier (see the file's first comment)")"
            + " to the root view inside WindowGroup, or that value stays zero"
        let suggestion = "attach it once, at the root view: e.g. WindowGroup { ContentView()\(modifier ?? ".modifier()") }"
        if let app {
            let file = SyntaxFile(path: app.path, source: app.source)
            for index in file.tokens.indices where file.identifier(index, "WindowGroup") {
                guard var brace = file.next(after: index) else { continue }
                if file.punctuation(brace, "("), let close = Brackets(file).match(brace),
                   let after = file.next(after: close) { brace = after }
                guard file.punctuation(brace, "{"), let root = file.next(after: brace) else { continue }
                let (line, column) = file.location(root)
                return (app.path, Finding(ruleID: rule, line: line, column: column, offset: file.tokens[root].offset,
                                          severity: .warning, message: message, suggestion: suggestion))
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
