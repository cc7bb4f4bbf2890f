import Foundation
import RuleLanguage
import Migration

/// `screenmod rules`, `rules check` and `rules test`.
enum RulesCommand {
    /// Lists every rule in the order it is tried and whether this run's settings (flags and
    /// `.screenmod`) switch it on; `unhandled`, the fallback finding, comes last. With
    /// `markdown`, prints the catalogue of every loaded rule instead, whatever is switched on.
    static func list(_ settings: Settings, markdown: Bool = false, console: Console) -> Int32 {
        guard settings.format == .diff || settings.format == .json && !markdown else {
            console.err("Error: 'rules' prints a table, or JSON with --format json, or Markdown with --markdown.\n"
                + HelpText.usageError(.rules))
            return ExitCode.usage
        }
        let ruleSet: RuleSet
        do { ruleSet = try RuleLoader.ruleSet(settings) } catch {
            // A bad --enable, --disable or --only is the command line's fault: a usage line follows.
            let usage = (error as? CLIError)?.ruleID == "usage"
            console.err("Error: \(message(error))\n" + (usage ? HelpText.usageError(.rules) : ""))
            return usage ? ExitCode.usage : ExitCode.failure
        }
        let engine = MigrationEngine(ruleSet: ruleSet, settings: RuleLoader.migrationSettings(settings))
        let on = Set(engine.rules.map(\.id))
        let unhandled = MigrationEngine.unhandledRuleID
        var rows = ruleSet.rules.map { rule in
            (id: rule.id, summary: rule.summary, priority: Optional(rule.priority), group: rule.group,
             off: offReason(rule, on: on, settings))
        }
        rows.append((id: unhandled, summary: MigrationEngine.unhandledSummary, priority: nil, group: nil,
                     off: settings.disabled.contains(unhandled) ? "disabled" : nil))
        // The rules of other files (Objective-C, Info.plist, build settings) are code, not rule files.
        for rule in OtherFileRule.all {
            let off = settings.disabled.contains(rule.id) ? "disabled"
                : !settings.only.isEmpty && !settings.only.contains(rule.id) ? "not named by --only" : nil
            rows.append((id: rule.id, summary: rule.summary, priority: nil, group: nil, off: off))
        }
        if markdown {
            console.out(RuleCatalogue(rules: ruleSet.rules, codeRules: rows.filter { $0.priority == nil }
                .map { (id: $0.id, summary: $0.summary) }).rendered())
            return ExitCode.success
        }
        if settings.format == .json {
            console.out(JSONValue.object([("rules", .array(rows.map { row in
                .object([("id", .string(row.id)), ("summary", .string(row.summary)),
                         ("priority", row.priority.map { .int($0) } ?? .null),
                         ("group", .string(row.group ?? "default")), ("on", .bool(row.off == nil)),
                         ("off", row.off.map { .string($0) } ?? .null)])
            }))]).rendered())
            return ExitCode.success
        }
        let width = rows.map(\.id.count).max() ?? 0
        for row in rows {
            let state = [row.group.map { "group \($0)" }, row.off.map { "off: \($0)" }].compactMap { $0 }
            let note = state.isEmpty ? "" : " (" + state.joined(separator: "; ") + ")"
            console.out(row.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + row.summary + note + "\n")
        }
        return ExitCode.success
    }

    /// Why a rule is off in this run, or nil when it is on.
    private static func offReason(_ rule: Rule, on: Set<String>, _ settings: Settings) -> String? {
        guard !on.contains(rule.id) else { return nil }
        if rule.isNamed(in: Set(settings.disabled)) { return "disabled" }
        if !settings.only.isEmpty && !rule.isNamed(in: Set(settings.only)) { return "not named by --only" }
        if let group = rule.group, !settings.enabled.contains(group), rule.enabledByDefault {
            return "group \(group) is opt-in; --enable \(group)"
        }
        return rule.enabledByDefault ? "disabled" : "opt-in; --enable \(rule.id)"
    }

    /// Validates rule files (the built-in pack when no path is given) and prints every error.
    static func check(_ paths: [String], settings: Settings, console: Console, cwd: String) -> Int32 {
        let files: [RuleFile]
        do { files = try ruleFiles(paths, settings: settings, cwd: cwd) } catch {
            console.err("Error: \(message(error))\n")
            return ExitCode.failure
        }
        // The same combination a run makes, so that an id clash with a built-in rule shows here.
        let all = RuleLoader.combined(files)
        let (_, errors) = RuleSet.load(all)
        for error in errors { console.out(error.description + "\n") }
        let checked = paths.isEmpty ? all.count : files.count
        console.err(errors.isEmpty ? "\(checked) rule files checked: no errors\n"
                                   : "\(errors.count) errors in rule files; nothing was changed\n")
        return errors.isEmpty ? ExitCode.success : ExitCode.failure
    }

    /// Runs every example of the given rules (all rules when no path is given).
    static func test(_ paths: [String], settings: Settings, console: Console, cwd: String) -> Int32 {
        let files: [RuleFile]
        let ruleSet: RuleSet
        do {
            files = try ruleFiles(paths, settings: settings, cwd: cwd)
            let (loaded, errors) = RuleSet.load(RuleLoader.combined(files))
            guard let loaded else {
                throw CLIError.engineFailed(errors.map(\.description).joined(separator: "\n"))
            }
            ruleSet = loaded
        } catch {
            console.err("Error: \(message(error))\n")
            return ExitCode.failure
        }
        let tested = paths.isEmpty ? Set(ruleSet.rules.map(\.id)) : Set(files.compactMap { file in
            ruleSet.rules.first { $0.source.path == file.path }?.id
        })
        let runner = RuleExampleRunner(ruleSet: ruleSet)
        var passed = 0
        var failed = 0
        for rule in ruleSet.rules where tested.contains(rule.id) {
            for result in runner.run(rule) {
                if result.verdict == .matched { passed += 1; continue }
                failed += 1
                console.out("\(rule.source.path):\(result.line): \(result.verdict.rawValue): \(rule.id) \(result.name)\n")
                console.out(indent("expected:", result.expected) + indent("actual:", result.actual))
            }
        }
        console.out("\(passed) passed, \(failed) failed\n")
        return failed == 0 ? ExitCode.success : ExitCode.failure
    }

    /// The rule files named by `paths` (files or folders); with no path, the configured folders.
    static func ruleFiles(_ paths: [String], settings: Settings, cwd: String) throws -> [RuleFile] {
        guard !paths.isEmpty else { return try RuleLoader.userFiles(settings.ruleDirectories) }
        var files: [RuleFile] = []
        for path in paths {
            let absolute = PathName.absolute(path, from: cwd)
            if FileStamp.of(absolute)?.isDirectory == true {
                files += try RuleLoader.userFiles([absolute]).map { RuleFile(path: path + "/" + ($0.path as NSString).lastPathComponent, text: $0.text) }
            } else if let data = FileManager.default.contents(atPath: absolute) {
                files.append(RuleFile(path: path, text: String(decoding: data, as: UTF8.self)))
            } else {
                throw CLIError.unreadable(path: path, reason: "no such rule file")
            }
        }
        return files
    }

    static func indent(_ title: String, _ text: String) -> String {
        "  \(title)\n" + text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }

    static func message(_ error: Error) -> String {
        if let error = error as? CLIError {
            if case .unreadable(let path, let reason) = error { return "\(path): \(reason)" }
            return error.message
        }
        return "\(error)"
    }
}
