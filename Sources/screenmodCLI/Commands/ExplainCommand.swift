import Foundation
import SwiftLexer
import SourceModel
import Migration

/// `screenmod explain FILE:LINE[:COLUMN]`: the context chain at a position, the enclosing
/// type's resolution, and which rule decided each use on that line and why.
enum ExplainCommand {
    static func run(_ arguments: [String], settings: Settings, context: RunContext, console: Console) -> Int32 {
        guard arguments.count == 1, let location = Location(arguments[0]) else {
            console.err("Error: explain takes one FILE:LINE[:COLUMN]\n" + HelpText.usageError(.explain))
            return ExitCode.usage
        }
        let absolute = PathName.absolute(location.path, from: context.currentDirectory)
        guard case .success(let (bytes, _)) = FileSystem.readFile(absolute) else {
            console.err("Error: \(location.path): could not be read. Check the path and run again.\n")
            return ExitCode.failure
        }
        let project: MigrationProject
        do {
            let engine = MigrationEngine(ruleSet: try RuleLoader.ruleSet(settings),
                                         settings: RuleLoader.migrationSettings(settings))
            project = MigrationProject(files: projectFiles(around: absolute, context: context,
                                                           replacing: (location.path, bytes)),
                                       engine: engine, explaining: true)
        } catch {
            console.err("Error: \(RulesCommand.message(error))\n")
            return ExitCode.failure
        }
        let model = SourceModel(file: SyntaxFile(path: location.path, source: SourceText(bytes: bytes)))
        console.out(describePosition(model, location: location, index: project.index))
        let uses = project.engine.explain(model, index: project.index, line: location.line, project: project.facts)
        if uses.isEmpty { console.out("No use of UIScreen.main on line \(location.line).\n") }
        for use in uses {
            console.out("\nUse at \(location.path):\(use.line):\(use.column)\n")
            for fact in use.facts { console.out("  \(fact)\n") }
            for step in use.trace { console.out("  tried \(step)\n") }
            console.out("  => \(use.decision)\n")
        }
        return ExitCode.success
    }

    static func describePosition(_ model: SourceModel, location: Location, index: TypeIndex) -> String {
        let file = model.file
        guard location.line <= file.source.lineStarts.count else { return "Line \(location.line) is past the end of the file.\n" }
        let offset = file.source.lineStarts[location.line - 1] + max(location.column - 1, 0)
        let token = file.tokens.firstIndex { $0.end > offset && !$0.kind.isTrivia } ?? max(file.count - 1, 0)
        var text = "Context: \(model.describeContext(at: token))\n"
        if let type = model.context(at: token).type {
            text += "Type: \(index.resolve(type).description)\n"
        }
        return text
    }

    /// Every Swift file of the project holding `path`, with the file itself as given.
    static func projectFiles(around path: String, context: RunContext,
                             replacing given: (String, [UInt8])) -> [ProjectFile] {
        let folder = PathName.directory(of: path)
        let root = SettingsResolver.projectRoot(from: folder) ?? folder
        // Name files as the user would: relative to the working folder when the root is inside it.
        let cwd = context.currentDirectory
        let start = root == cwd ? "." : root.hasPrefix(cwd + "/") ? String(root.dropFirst(cwd.count + 1)) : root
        let discovery = FileDiscovery(currentDirectory: cwd, excludes: [],
                                      environment: context.environment).discover([start])
        var files = discovery.files.filter { $0.absolutePath != path }.compactMap { file -> ProjectFile? in
            guard case .success(let (bytes, _)) = FileSystem.readFile(file.absolutePath) else { return nil }
            return ProjectFile(path: file.displayPath, source: SourceText(bytes: bytes))
        }
        files.append(ProjectFile(path: given.0, source: SourceText(bytes: given.1)))
        return files
    }

    /// `FILE:LINE` or `FILE:LINE:COLUMN`.
    struct Location {
        var path: String
        var line: Int
        var column: Int

        init?(_ text: String) {
            var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            var numbers: [Int] = []
            while let last = parts.last, let number = Int(last), numbers.count < 2 {
                numbers.insert(number, at: 0)
                parts.removeLast()
            }
            guard !numbers.isEmpty, !parts.isEmpty, numbers[0] > 0 else { return nil }
            path = parts.joined(separator: ":")
            line = numbers[0]
            column = numbers.count > 1 ? numbers[1] : 1
        }
    }
}
