import Migration

/// One migration run: discover -> read -> prepare -> process in parallel -> write -> report.
///
/// Writing comes before reporting so that a file that could not be written is reported in the
/// same document as everything else.
struct Driver {
    /// The effective settings.
    var settings: Settings
    /// Working folder, environment and engine.
    var context: RunContext
    /// Where output goes.
    var console: Console

    /// Runs over `paths` and returns the exit code.
    func run(_ paths: [String]) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let cwd = context.currentDirectory
        var collected: Pipeline.Collected
        do {
            collected = try Pipeline.collect(paths, cwd: cwd, settings: settings, context: context)
        } catch let error as CLIError where error.ruleID == "usage" {
            console.err("Error: \(error.message)\n" + HelpText.usageError(nil))
            return ExitCode.usage
        } catch {
            console.err("Error: \((error as? CLIError)?.message ?? "\(error)")\n")
            return ExitCode.failure
        }
        if settings.mode == .write {
            collected.reports = SafeWriter.writeAll(collected.reports, jobs: settings.jobs)
        }
        let run = RunReport(files: collected.reports, filesScanned: collected.scanned, settings: settings,
                            currentDirectory: cwd, rules: collected.rules, elapsed: clock.now - start)
        Reporter(run: run, console: console, color: useColor).print()
        if !settings.quiet { console.err(Summary.text(run)) }
        return run.exitCode
    }

    /// Whether the diff is coloured.
    private var useColor: Bool {
        switch settings.color {
        case .always: return true
        case .never: return false
        case .auto:
            return console.outIsTerminal && context.environment["NO_COLOR"] == nil
                && context.environment["TERM"] != "dumb"
        }
    }
}
