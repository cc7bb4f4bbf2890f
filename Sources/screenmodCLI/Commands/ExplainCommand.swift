import Foundation
import SwiftLexer
import SourceModel
import Migration

/// `screenmod explain FILE:LINE[:COLUMN]`: what a run does at each use on the line and why,
/// verdict first, then the four proofs (or the first one missing); `--verbose` adds what the
/// conditions see and every rule tried. It reads the decisions a run makes, and names the run's
/// findings on the line that belong to no use (a helper's call site).
enum ExplainCommand {
    /// Explains the line `arguments` names, with the settings and project root resolved from its
    /// file (`SettingsResolver`), so it sees the deployment target a run on the project uses.
    static func run(_ arguments: [String], settings: Settings, projectRoot: String?,
                    context: RunContext, console: Console) -> Int32 {
        guard arguments.count == 1, let location = Location(arguments[0]) else {
            console.err("Error: explain takes one FILE:LINE[:COLUMN]\n" + HelpText.usageError(.explain))
            return ExitCode.usage
        }
        let absolute = PathName.absolute(location.path, from: context.currentDirectory)
        guard case .success(let (bytes, _)) = FileSystem.readFile(absolute) else {
            console.err("Error: \(location.path): could not be read. Check the path and run again.\n")
            return ExitCode.failure
        }
        // Objective-C, property lists and build settings have their scanners' findings, not Swift's proofs.
        if OtherFileKind(path: location.path) != nil {
            return explainOtherFile(location, absolute: absolute, settings: settings, projectRoot: projectRoot,
                                    context: context, console: console)
        }
        let model = SourceModel(file: SyntaxFile(path: location.path, source: SourceText(bytes: bytes)))
        // A final line break ends the last line; it starts no line of its own.
        let lines = model.file.source.lineStarts.count - (bytes.last == UInt8(ascii: "\n") ? 1 : 0)
        guard location.line <= lines else {
            console.err("Error: \(location.path):\(location.line): the file has \(lines) line\(lines == 1 ? "" : "s"). "
                        + "Give a line from 1 to \(lines).\n" + HelpText.usageError(.explain))
            return ExitCode.usage
        }
        let project: MigrationProject
        var iPhoneOnly = false
        do {
            let engine = MigrationEngine(ruleSet: try RuleLoader.ruleSet(settings),
                                         settings: RuleLoader.migrationSettings(settings))
            let files = projectFiles(around: absolute, root: projectRoot, context: context,
                                     replacing: (location.path, bytes))
            // The property lists and build settings a run hands the project (scenes, orientations) go to explain's too.
            let settingFiles = files.filter { [.propertyList, .buildSettings].contains(OtherFileKind(path: $0.path)) }
            project = MigrationProject(files: files, engine: engine, settingFiles: settingFiles)
            // A run words an iPhone-only app's findings without the iPad's causes; so does explain.
            iPhoneOnly = IPhoneOnlyApps(settingFiles: settingFiles).contains(location.path)
        } catch {
            console.err("Error: \(RulesCommand.message(error))\n")
            return ExitCode.failure
        }
        if settings.verbose { console.out(describePosition(model, location: location, index: project.index)) }
        let run = project.migrate(path: location.path, source: model.file.source)
        let uses = project.engine.explain(model, index: project.index, line: location.line, project: project.facts)
        let worded = { (text: String) in iPhoneOnly ? IPhoneOnlyApps.worded(text) : text }
        for use in uses {
            console.out(worded(ExplainText.use(use, path: location.path, run: run, verbose: settings.verbose)))
        }
        let others = run.findings.filter { finding in
            finding.line == location.line && !uses.contains { $0.column == finding.column }
        }
        for finding in others { console.out(worded(ExplainText.finding(finding, path: location.path))) }
        if uses.isEmpty, others.isEmpty {
            console.out("\(location.path):\(location.line): no use of UIScreen.main or of another API the rules "
                        + "cover, and the run reports nothing on this line.\n")
        }
        return ExitCode.success
    }

    /// The findings an Objective-C file, a property list or a build-settings file has on the line, as
    /// a run over its project reports them: what the project's other files add (an unused macro or
    /// class, a library copy, a file in no target) is in them too.
    private static func explainOtherFile(_ location: Location, absolute: String, settings: Settings, projectRoot: String?,
                                         context: RunContext, console: Console) -> Int32 {
        let root = projectRoot ?? PathName.directory(of: absolute)
        let collected = try? Pipeline.collect([root], cwd: context.currentDirectory, settings: settings, context: context)
        let report = collected?.reports.first { $0.absolutePath == absolute }
        let found = report?.findings.filter { $0.line == location.line } ?? []
        for finding in found { console.out(ExplainText.finding(finding, path: location.path)) }
        if found.isEmpty {
            console.out("\(location.path):\(location.line): no use of [UIScreen mainScreen] or of another API the rules "
                        + "cover, and the run reports nothing on this line.\n")
        }
        return ExitCode.success
    }

    static func describePosition(_ model: SourceModel, location: Location, index: TypeIndex) -> String {
        let file = model.file
        let offset = file.source.lineStarts[location.line - 1] + max(location.column - 1, 0)
        let token = file.tokens.firstIndex { $0.end > offset && !$0.kind.isTrivia } ?? max(file.count - 1, 0)
        var text = "Context: \(model.describeContext(at: token))\n"
        if let type = model.context(at: token).type {
            text += "Type: \(index.resolve(type).description)\n"
        }
        return text
    }

    /// Every Swift file of the project at `root` (the folder of `path` when there is no root),
    /// with the file at `path` as given.
    static func projectFiles(around path: String, root: String?, context: RunContext,
                             replacing given: (String, [UInt8])) -> [ProjectFile] {
        let root = root ?? PathName.directory(of: path)
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
