import Foundation
import RuleLanguage
import Migration

/// `screenmod rules`, `rules check` and `rules test`.
enum RulesCommand {
    /// Lists the active rules in the order they are tried.
    static func list(_ settings: Settings, console: Console) -> Int32 {
        let ruleSet: RuleSet
        do { ruleSet = try RuleLoader.ruleSet(settings) } catch {
            console.err("Error: \(message(error))\n")
            return ExitCode.failure
        }
        // The rules of other files (Objective-C, Info.plist, build settings) are code, not rule files.
        let others = OtherFileRule.all
        let width = (ruleSet.rules.map(\.id) + others.map(\.id)).map(\.count).max() ?? 0
        for rule in ruleSet.rules {
            let state = rule.enabledByDefault ? "" : " (off; --enable \(rule.id))"
            console.out(rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + rule.summary + state + "\n")
        }
        for rule in others {
            console.out(rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + rule.summary + "\n")
        }
        return ExitCode.success
    }

    /// Validates rule files (the built-in pack when no path is given) and prints every error.
    static func check(_ paths: [String], settings: Settings, console: Console, cwd: String) -> Int32 {
        let files: [RuleFile]
        do { files = try ruleFiles(paths, settings: settings, cwd: cwd) } catch {
            console.err("Error: \(message(error))\n")
            return ExitCode.failure
        }
        let base = paths.isEmpty ? RuleSet.builtinFiles : []
        let (_, errors) = RuleSet.load(base + files)
        for error in errors { console.out(error.description + "\n") }
        console.err(errors.isEmpty ? "\(files.count + base.count) rule files checked: no errors\n"
                                   : "\(errors.count) errors in rule files; nothing was changed\n")
        return errors.isEmpty ? ExitCode.success : ExitCode.failure
    }

    /// Runs every example of the given rules (all rules when no path is given).
    static func test(_ paths: [String], settings: Settings, console: Console, cwd: String) -> Int32 {
        let files: [RuleFile]
        let ruleSet: RuleSet
        do {
            files = try ruleFiles(paths, settings: settings, cwd: cwd)
            let (loaded, errors) = RuleSet.load(RuleSet.builtinFiles + files)
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
