import Foundation
import SwiftLexer
import SourceModel
import RuleLanguage
import Migration

/// Reads rule files: the built-in pack compiled into the binary plus `*.rule` files in the
/// user's rule directories.
enum RuleLoader {
    /// The `*.rule` files of `directories`, sorted by path; a missing directory is an error.
    static func userFiles(_ directories: [String]) throws -> [RuleFile] {
        var files: [RuleFile] = []
        for directory in directories {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
                throw CLIError.engineFailed("\(directory): rule directory not found. Check the --rules path or the config's \"rules\" entry.")
            }
            for name in names.sorted() where name.hasSuffix(".rule") {
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw CLIError.unreadable(path: path, reason: "could not read the rule file")
                }
                files.append(RuleFile(path: path, text: String(decoding: data, as: UTF8.self)))
            }
        }
        return files
    }

    /// The built-in rule files followed by `user`, where a user file that is a built-in rule's
    /// own source (`…/Rules/<name>.rule`, as in a checkout of screenmod) takes that rule's place:
    /// `rules test Rules` and `--rules Rules` then try the edited copy instead of reporting every
    /// id twice. `rules check`, `rules test` and a run all combine rules this way, so they agree.
    static func combined(_ user: [RuleFile]) -> [RuleFile] {
        let replaced = Set(user.compactMap { file -> String? in
            let parts = file.path.split(separator: "/")
            guard parts.count >= 2, parts[parts.count - 2] == "Rules" else { return nil }
            let path = "Rules/" + parts[parts.count - 1]
            return RuleSet.isBuiltinPath(path) ? path : nil
        })
        return RuleSet.builtinFiles.filter { !replaced.contains($0.path) } + user
    }

    /// The built-in rules plus the user's; throws every rule error at once.
    static func ruleSet(_ settings: Settings) throws -> RuleSet {
        let (ruleSet, errors) = RuleSet.load(combined(try userFiles(settings.ruleDirectories)))
        guard let ruleSet else {
            throw CLIError.engineFailed(errors.map(\.description).joined(separator: "\n")
                + "\nNo file was changed. Fix the rule files (screenmod rules check) and run again.")
        }
        let names = ruleNames(ruleSet)
        let unknown = Set(settings.enabled + settings.disabled + settings.only).subtracting(names).sorted()
        let fromFile = unknown.filter(settings.configRuleIDs.contains)
        if let path = settings.configPath, let first = fromFile.first {
            let guess = Spelling.nearest(to: first, among: names).map { "did you mean '\($0)'? " } ?? ""
            throw CLIError.invalidConfig(path: path, reason: "names '\(first)', which is not a rule id or group "
                + "(\(guess)`screenmod rules` lists them)")
        }
        if let first = unknown.first {
            let option = settings.only.contains(first) ? "--only" : settings.enabled.contains(first) ? "--enable" : "--disable"
            let guess = Suggestion.clause(first, among: names)
            throw CLIError.usage("Unknown rule id '\(first)' after '\(option)'" + (guess.isEmpty ? "." : guess)
                + " `screenmod rules` lists the rule ids and groups.")
        }
        return ruleSet
    }

    /// Every name `--enable`, `--disable` and `--only` take: the rule ids and groups of
    /// `ruleSet`, the fallback `unhandled`, and the rules of other files (Objective-C, plists).
    static func ruleNames(_ ruleSet: RuleSet) -> [String] {
        ruleSet.rules.map(\.id) + ruleSet.groups + [MigrationEngine.unhandledRuleID] + OtherFileRule.all.map(\.id)
    }

    /// The id and summary of each rule, for SARIF's rule table and pull-request text.
    /// The rules of other files (Objective-C, Info.plist, build settings) come last.
    static func summaries(_ ruleSet: RuleSet?) -> [RuleSummary] {
        (ruleSet?.rules ?? []).map { RuleSummary(id: $0.id, summary: $0.summary) }
            + OtherFileRule.all.map { RuleSummary(id: $0.id, summary: $0.summary) }
    }

    /// The engine's view of the command line's settings.
    static func migrationSettings(_ settings: Settings) -> MigrationSettings {
        var migration = MigrationSettings(minIOS: settings.minIOS, enabled: Set(settings.enabled),
                                          disabled: Set(settings.disabled), only: Set(settings.only))
        migration.buildsAppOnly = settings.buildsAppOnly
        migration.ownLicence = settings.ownLicence
        return migration
    }
}

extension EngineAdapter {
    /// The engine `screenmod` runs with: the rule pack over a project-wide type index.
    public static var builtIn: EngineAdapter {
        // The glance and the run ask for the same engine: the rules are parsed once a run.
        let engines = EngineMemo()
        var adapter = EngineAdapter(
            prepareRun: { settings, sources in
                let (ruleSet, engine) = try engines.engine(for: settings)
                let files = sources.filter { OtherFileKind(path: $0.path) == nil }
                let objectiveC = sources.filter { OtherFileKind(path: $0.path) == .objectiveC }
                let objectiveCFiles = objectiveC.map { file in
                    var project = ProjectFile(path: file.path, bytes: file.bytes)
                    project.foreign = file.foreign
                    return project
                }
                let settingFiles = sources.filter { [.propertyList, .buildSettings].contains(OtherFileKind(path: $0.path)) }
                    .map { ProjectFile(path: $0.path, bytes: $0.bytes) }
                let unused = UnusedObjectiveCSearch.unused(objectiveCFiles, swift: files, settingFiles: settingFiles,
                                                           folders: settings.scannedFolders)
                let objectiveCClasses = ObjectiveCClasses(files: objectiveCFiles)
                let apps = FullScreenApps(settingFiles: settingFiles,
                                          sources: sources.filter { [nil, .objectiveC].contains(OtherFileKind(path: $0.path)) }
                                              .map { ProjectFile(path: $0.path, bytes: $0.bytes) })
                let iPhoneOnly = IPhoneOnlyApps(settingFiles: settingFiles)
                let objectiveCInNoTarget = Set(objectiveC.filter(\.inNoTarget).map(\.path))
                let foreign = Dictionary(sources.compactMap { file in file.foreign.map { (file.path, $0) } },
                                                  uniquingKeysWith: { first, _ in first })
                let project = MigrationProject(
                    files: files.map { file in
                        var project = ProjectFile(path: file.path, bytes: file.bytes, glanced: file.glanced)
                        project.inNoTarget = file.inNoTarget
                        project.foreign = file.foreign
                        return project
                    },
                    engine: engine, otherFiles: objectiveCFiles, settingFiles: settingFiles)
                let migrationSettings = RuleLoader.migrationSettings(settings)
                let processor: FileProcessor = { path, bytes in
                    // Objective-C, property lists and build settings go to their scanners, Swift to the project.
                    var result = OtherFiles.result(path: path, bytes: bytes, settings: migrationSettings,
                                                   unused: unused[path] ?? UnusedObjectiveC(), classes: objectiveCClasses,
                                                   library: project.copiedLibrary(of: path),
                                                   ownCode: project.isOwnCodeInVendoredFolder(path),
                                                   inNoTarget: objectiveCInNoTarget.contains(path),
                                                   foreign: foreign[path], apps: apps)
                        ?? project.migrate(path: path, bytes: bytes)
                    // An iPhone-only app's findings name only the causes an iPhone app has.
                    if iPhoneOnly.contains(path) {
                        result.findings = IPhoneOnlyApps.worded(result.findings)
                        result.suppressed = IPhoneOnlyApps.worded(result.suppressed)
                    }
                    guard settings.reportSuppressed, !result.suppressed.isEmpty else {
                        return FileOutcome(edits: result.edits, findings: result.findings)
                    }
                    let suppressed = result.suppressed.map { finding -> Finding in
                        var note = finding
                        note.severity = .note
                        note.message = "suppressed by a screenmod:disable comment: " + finding.message
                        return note
                    }
                    return FileOutcome(edits: result.edits,
                                       findings: (result.findings + suppressed).sorted { $0.offset < $1.offset })
                }
                let newFiles = project.generatedFiles.map {
                    (file: SourceFile(path: $0.path, bytes: Array($0.contents.utf8)), ruleID: $0.ruleID)
                }
                return PreparedRun(processor: processor, newFiles: newFiles, rules: RuleLoader.summaries(ruleSet))
            },
            rules: { settings in RuleLoader.summaries(try? engines.engine(for: settings).0) })
        // The built-in pack and the UIKit catalogue are the same for all settings: a run builds
        // them while it looks for its configuration and project root. The engine waits on a
        // group, not inside the statics' once, where a waiting thread spins (2 ms of CPU).
        let warming = DispatchGroup()
        adapter.warmUp = {
            warming.enter()
            Thread {
                _ = RuleSet.load(RuleSet.builtinFiles)
                _ = UIKitCatalog.standard
                warming.leave()
            }.start()
        }
        engines.warming = warming
        adapter.glance = { settings in
            // The same rules `prepareRun` loads; a broken rule file is reported there.
            guard let (_, engine) = try? engines.engine(for: settings) else { return nil }
            return { engine.mentionsAnchor($0) }
        }
        return adapter
    }
}

/// The rule set and engine last built for one adapter, so that its glance and its run share
/// one parse of the rules. A new adapter starts empty: edited rule files are read again.
private final class EngineMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (settings: Settings, built: Result<(RuleSet, MigrationEngine), Error>)?
    /// Left when the adapter's warm-up has built the built-in rules (at once if none started).
    var warming = DispatchGroup()

    func engine(for settings: Settings) throws -> (RuleSet, MigrationEngine) {
        warming.wait()
        lock.lock()
        defer { lock.unlock() }
        if let last, last.settings == settings { return try last.built.get() }
        let built = Result { () throws -> (RuleSet, MigrationEngine) in
            let ruleSet = try RuleLoader.ruleSet(settings)
            return (ruleSet, MigrationEngine(ruleSet: ruleSet, settings: RuleLoader.migrationSettings(settings)))
        }
        last = (settings, built)
        return try built.get()
    }
}
