import Foundation

/// Progress of a batch on stderr: one redrawn line on a terminal, plain lines otherwise.
///
/// Repositories finish on several threads at once, so every update takes a lock and prints
/// whole lines; stdout stays free for the summary table.
final class BatchProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let console: Console
    private let total: Int
    private let live: Bool
    private let silent: Bool
    private let width: Int
    private var finished = 0
    private var rewrites = 0
    private var running: [String] = []
    private var drawn = false

    /// Reports on `console` for a batch of `total` repositories; `quiet` prints nothing.
    init(console: Console, total: Int, quiet: Bool, environment: [String: String]) {
        self.console = console
        self.total = total
        self.silent = quiet
        self.live = console.errIsTerminal && environment["TERM"] != "dumb"
        self.width = environment["COLUMNS"].flatMap { Int($0) }.map { max(20, $0) } ?? 80
    }

    /// Notes that work on `target` began.
    func started(_ target: BatchTarget) {
        lock.withLock {
            running.append(target.name)
            if live { redraw() }
        }
    }

    /// Notes that `result` is complete.
    func completed(_ result: BatchResult) {
        lock.withLock {
            finished += 1
            rewrites += result.rewrites
            if let index = running.firstIndex(of: result.target.name) { running.remove(at: index) }
            if live {
                redraw()
            } else if !silent {
                console.err("screenmod batch: [\(finished)/\(total)] \(result.target.name): \(Self.describe(result))\n")
            }
        }
    }

    /// Clears the live line so the summary starts on a clean screen.
    func close() {
        lock.withLock {
            if drawn {
                console.err("\r\u{1B}[K")
                console.flushErr()
            }
            drawn = false
        }
    }

    /// The live line: repositories done out of all, rewrites so far, and the one most recently started.
    private func redraw() {
        guard !silent else { return }
        var line = "screenmod batch: \(finished)/\(total) done, \(BatchCommitMessage.plural(rewrites, "rewrite")) so far"
        if let current = running.last { line += " - \(current)" }
        if line.count > width - 1 { line = String(line.prefix(width - 4)) + "..." }
        console.err("\r\u{1B}[K" + line)
        // The executable's stderr is line-buffered and this line has no line break: push it out.
        console.flushErr()
        drawn = true
    }

    /// One repository's outcome in a few words.
    static func describe(_ result: BatchResult) -> String {
        var text = result.statusText
        if result.processed || result.status == .done {
            text += " (\(BatchCommitMessage.plural(result.filesChanged, "file")) changed, "
                + "\(BatchCommitMessage.plural(result.rewrites, "rewrite")), "
                + "\(BatchCommitMessage.plural(result.findings, "finding")))"
        } else if let reason = result.reason, result.status != .failed {
            text += " (\(reason))"
        }
        return text
    }
}
