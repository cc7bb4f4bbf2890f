import Foundation
import Migration

/// `--interactive`: asks about each file's safe edits, then about each of its suggested fixes,
/// as `git add -p` asks about hunks, and writes each file with the safe writer once its
/// questions are answered. The conversation goes to stderr; stdout keeps the run's results.
///
/// A file's safe edits are one question: they are proven together (a use and the property it
/// reads, a `guard` and the code it unwraps), and a part of them could leave code that does not
/// build. Each suggested fix is a question of its own: it was checked to stand alone.
struct InteractiveReview {
    /// Where the hunks and questions go (stderr) .
    var console: Console
    /// Where the answers come from.
    var answers: TerminalAnswers
    /// Whether hunks are coloured.
    var color: Bool

    /// What the review leaves for the report.
    struct Outcome {
        /// Every report, the reviewed ones with what was accepted and written.
        var reports: [FileReport]
        /// How many safe edits were not applied (answered `n` or `d`, or left after `q`).
        var skippedEdits: Int
    }

    /// What a question's answer decides.
    enum Answer: Equatable { case yes, no, quit }

    /// The review's state across files: answers that stand for a group (`a`, `d`), whether `q`
    /// was given, and how many questions came so far.
    final class Session {
        var standing: [String: Bool] = [:]
        var quit = false
        var asked = 0
        let total: Int

        init(total: Int) { self.total = total }
    }

    /// Reviews `reports` in order and writes each file whose answers change it.
    func run(_ reports: [FileReport]) -> Outcome {
        let session = Session(total: reports.reduce(0) { $0 + Self.questions(in: $1) })
        if session.total == 0 {
            console.err("screenmod: nothing to review: no file has a rewrite or a suggested fix.\n")
        }
        var result = reports, skipped = 0
        for index in result.indices where Self.questions(in: result[index]) > 0 {
            var report = result[index]
            skipped += session.quit ? Self.skipAll(&report) : review(&report, session: session)
            result[index] = write(report)
        }
        return Outcome(reports: result, skippedEdits: skipped)
    }

    /// How many questions a report asks: one for its safe edits, one per suggested fix.
    static func questions(in report: FileReport) -> Int {
        guard !report.failed else { return 0 }
        return (report.rewritten != nil ? 1 : 0) + report.offeredFixes.count
    }

    /// Leaves a file as it is (after `q`); returns the number of safe edits left out.
    private static func skipAll(_ report: inout FileReport) -> Int {
        let skipped = report.rewritten != nil ? report.edits.count : 0
        report.takeFixes(where: { _ in false }, safe: false)
        return skipped
    }

    /// Asks about one file's safe edits and suggested fixes and takes what was accepted;
    /// returns the number of safe edits left out.
    private func review(_ report: inout FileReport, session: Session) -> Int {
        var questions: [Question] = []
        if report.rewritten != nil { questions.append(.safe(report)) }
        questions += report.offeredFixes.map { Question.fix($0, in: report) }
        var keepSafe = report.rewritten == nil
        var accepted: [Finding] = []
        for (number, question) in questions.enumerated() where !session.quit {
            let answer = ask(question, header: number == 0, session: session)
            guard answer == .yes else { continue }
            if let finding = question.finding { accepted.append(finding) } else { keepSafe = true }
        }
        let skipped = keepSafe ? 0 : report.edits.count
        if !report.takeFixes(where: { accepted.contains($0) }, safe: keepSafe) {
            console.err("screenmod: the fixes accepted in \(report.path) would together change how the code around "
                + "them reads, so none of them was applied; accept them in separate runs.\n")
        }
        return skipped
    }

    /// Shows a question's hunks and asks until an answer comes; an answer given with `a` or
    /// `d` for the question's group answers it without asking.
    func ask(_ question: Question, header: Bool, session: Session) -> Answer {
        session.asked += 1
        if let standing = session.standing[question.group] { return standing ? .yes : .no }
        let diff = UnifiedDiff(color: color).render(old: question.old, new: question.new, path: question.path,
                                                    isNew: question.isNew)
        console.err((header ? diff : Self.droppingFileHeader(diff))
            + paint("(\(session.asked)/\(session.total)) \(question.label)") + "\n")
        while true {
            console.err("\(question.prompt) [y,n,a,d,q,?]? ")
            console.flushErr()
            guard let line = answers.readLine() else {
                // Ctrl-D: as `q`, on a line of its own.
                console.err("\n")
                session.quit = true
                return .quit
            }
            switch line.trimmingCharacters(in: .whitespaces).lowercased().first {
            case "y": return .yes
            case "n": return .no
            case "a":
                session.standing[question.group] = true
                return .yes
            case "d":
                session.standing[question.group] = false
                return .no
            case "q":
                session.quit = true
                return .quit
            case nil: continue
            default: console.err(question.help)
            }
        }
    }

    /// Writes a file whose answers changed it, saying so on stderr.
    private func write(_ report: FileReport) -> FileReport {
        guard report.rewritten != nil else { return report }
        let written = SafeWriter.writeAll([report], jobs: 1)[0]
        if written.written {
            console.err("screenmod: wrote \(report.path).\n")
        } else if let error = written.findings.last(where: { $0.severity == .error }) {
            console.err("screenmod: \(report.path) was not written: \(error.message)\n")
        }
        return written
    }

    /// A diff without its `---` and `+++` lines, for a file's questions after the first.
    static func droppingFileHeader(_ diff: String) -> String {
        var lines = diff.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3 else { return diff }
        lines.removeFirst(2)
        return String(lines[0])
    }

    private func paint(_ text: String) -> String {
        color ? "\u{1B}[1m" + text + "\u{1B}[0m" : text
    }
}
