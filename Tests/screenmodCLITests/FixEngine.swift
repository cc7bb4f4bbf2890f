import Foundation
import Migration
@testable import screenmodCLI

/// A toy engine whose findings carry suggested fixes: a safe rewrite of `UIScreen.main.scale`,
/// fixes for `bounds` and `brightness`, a fix that would break the file (`nativeScale`) and one
/// that spans its whole line up to the use (`nativeBounds`), which overlaps whatever is before.
enum FixEngine {
    struct Pattern {
        var needle: String
        var rule: String
        var replacement: String
        /// Nil for a safe edit; else the caveat of a suggested fix.
        var caveat: String?
        var fromLineStart = false
        /// A line every fix of this pattern also inserts at the top of the file, as a rule adds
        /// one property for all its uses.
        var header: String?
    }

    static let patterns = [
        Pattern(needle: "UIScreen.main.scale", rule: "scale-uikit", replacement: "traitCollection.displayScale", caveat: nil),
        Pattern(needle: "UIScreen.main.bounds", rule: "bounds-view", replacement: "view.bounds",
                caveat: "the view is not laid out yet when viewDidLoad calls this"),
        Pattern(needle: "UIScreen.main.brightness", rule: "brightness", replacement: "view.window?.windowScene?.screen.brightness",
                caveat: "the view may have no window yet"),
        Pattern(needle: "UIScreen.main.nativeScale", rule: "broken-fix", replacement: "\"unterminated", caveat: "breaks the file"),
        Pattern(needle: "UIScreen.main.nativeBounds", rule: "wide-fix", replacement: "let wide = view.bounds",
                caveat: "replaces the whole line", fromLineStart: true),
        Pattern(needle: "UIScreen.main.traitCollection", rule: "traits", replacement: "traits",
                caveat: "the traits may be the defaults", header: "let traits = UITraitCollection.current\n"),
    ]

    static let processor: FileProcessor = { _, given in
        let bytes = given.array
        let lines = LineTable(bytes)
        var outcome = FileOutcome()
        var index = 0
        func edit(_ range: Range<Int>, _ text: String, _ rule: String) -> Edit {
            let start = lines.location(of: range.lowerBound), end = lines.location(of: range.upperBound)
            return Edit(range: range, replacement: text, ruleID: rule, line: start.line, column: start.column,
                        endLine: end.line, endColumn: end.column)
        }
        scan: while index < bytes.count {
            // Longest needle first: `nativeBounds` and `bounds` share a prefix with `scale`'s.
            for pattern in patterns.sorted(by: { $0.needle.count > $1.needle.count })
            where bytes[index...].starts(with: Array(pattern.needle.utf8)) {
                let end = index + pattern.needle.utf8.count
                var start = index
                if pattern.fromLineStart { while start > 0, bytes[start - 1] != 0x0A { start -= 1 } }
                let change = edit(start..<end, pattern.replacement, pattern.rule)
                let header = pattern.header.map { [edit(0..<0, $0, pattern.rule)] } ?? []
                if let caveat = pattern.caveat {
                    let at = lines.location(of: index)
                    var finding = Finding(ruleID: pattern.rule, line: at.line, column: at.column, offset: index,
                                          message: "not rewritten: \(caveat)", suggestion: "rewrite it by hand",
                                          fix: SuggestedFix(message: caveat, edits: header + [change]))
                    finding.related = ["Src/Other.swift:2:5"]
                    outcome.findings.append(finding)
                } else {
                    outcome.edits.append(change)
                }
                index = end
                continue scan
            }
            index += 1
        }
        return outcome
    }

    static let adapter = EngineAdapter(processor: processor, rules: patterns.map {
        RuleSummary(id: $0.rule, summary: "The \($0.rule) rule of the tests.")
    })
}

/// What an interactive run printed and returned, and what it was told.
struct ReviewRun {
    var code: Int32
    var out: String
    var err: String
}

/// Runs the CLI in-process in `folder` with the fix engine, answering its questions from a
/// pseudo-terminal into which `answers` were typed (each followed by Return, then Ctrl-D); with `answers`
/// nil, the answers come from a pipe, which is no terminal.
func runReview(_ arguments: [String], in folder: String, answers: [String]?) throws -> ReviewRun {
    var main: Int32 = -1, secondary: Int32 = -1
    if answers != nil {
        guard openpty(&main, &secondary, nil, nil, nil) == 0 else { throw POSIXError(.ENOTTY) }
    } else {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EPIPE) }
        (secondary, main) = (ends[0], ends[1])
    }
    defer {
        close(main)
        close(secondary)
    }
    // A terminal's line discipline queues what is typed until it is read, a line at a time;
    // Ctrl-D (end of input) after the answers ends a review that asks more than expected.
    let typed: [UInt8] = answers.map { Array($0.map { $0 + "\n" }.joined().utf8) + [0x04] } ?? []
    guard typed.isEmpty || write(main, typed, typed.count) == typed.count else { throw POSIXError(.EIO) }
    let captured = CapturedConsole()
    var context = RunContext(currentDirectory: folder, environment: ProcessInfo.processInfo.environment,
                             engine: FixEngine.adapter, processorCount: 2)
    context.answers = secondary
    let code = CLI.run(arguments, console: captured.console(), context: context)
    return ReviewRun(code: code, out: captured.out, err: captured.err)
}
