import Foundation
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
        // Checked before any work: a review without a terminal to answer on cannot start.
        if settings.interactive, !answers.isTerminal {
            console.err("Error: \(TerminalAnswers.missing.message)\n" + HelpText.usageError(nil))
            return ExitCode.usage
        }
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
        if let path = settings.writeBaseline {
            return writeBaseline(collected, to: path)
        }
        let baselined: Int
        do {
            (collected.reports, baselined) = try Baseline.apply(settings, to: collected.reports)
        } catch {
            console.err("Error: \(error.message)\n")
            return ExitCode.failure
        }
        let skippedEdits: Int
        (collected.reports, skippedEdits) = apply(collected.reports)
        let run = RunReport(files: collected.reports, filesScanned: collected.scanned, settings: settings,
                            currentDirectory: cwd, rules: collected.rules, elapsed: clock.now - start,
                            baselined: baselined, paths: paths, skippedEdits: skippedEdits)
        Reporter(run: run, console: console, color: useColor).print()
        if !settings.quiet { console.err(Summary.text(run)) }
        return run.exitCode
    }

    /// Takes the suggested fixes asked for and writes what write mode writes, or lets the
    /// interactive review decide both; returns the reports and the safe edits the review skipped.
    private func apply(_ reports: [FileReport]) -> ([FileReport], Int) {
        if settings.interactive {
            let review = InteractiveReview(console: console, answers: answers, color: conversationColor).run(reports)
            return (review.reports, review.skippedEdits)
        }
        var reports = reports
        if settings.suggested {
            reports = Parallel.map(reports, jobs: settings.jobs) { report in
                var report = report
                report.takeFixes { _ in true }
                return report
            }
        }
        if settings.mode == .write { reports = SafeWriter.writeAll(reports, jobs: settings.jobs) }
        return (reports, 0)
    }

    /// Records every edit and finding of the run at `path`; files that could not be processed
    /// are reported and make the run exit 1, since the baseline cannot speak for them.
    private func writeBaseline(_ collected: Pipeline.Collected, to path: String) -> Int32 {
        let baseline = Baseline(collected.reports, relativeTo: PathName.directory(of: path))
        do {
            try Data(baseline.rendered().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            console.err("Error: \(path): the baseline could not be written (\(error.localizedDescription)).\n")
            return ExitCode.failure
        }
        let failed = collected.reports.filter(\.failed)
        for report in failed {
            for finding in report.findings where finding.severity == .error {
                console.err("\(report.path):\(finding.line):\(finding.column): error: \(finding.message) [\(finding.ruleID)]\n")
            }
        }
        let entries = baseline.counts.values.reduce(0, +)
        console.err("screenmod: wrote \(entries) \(entries == 1 ? "entry" : "entries") to \(path).\n")
        return failed.isEmpty ? ExitCode.success : ExitCode.failure
    }

    /// Where an interactive review reads its answers.
    private var answers: TerminalAnswers { TerminalAnswers(descriptor: context.answers) }

    /// Whether an interactive review's hunks are coloured: they go to stderr, so its terminal decides.
    private var conversationColor: Bool {
        switch settings.color {
        case .always: return true
        case .never: return false
        case .auto:
            return console.errIsTerminal && context.environment["NO_COLOR"] == nil
                && context.environment["TERM"] != "dumb"
        }
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
