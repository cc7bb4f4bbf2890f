import Foundation
import Migration
import SwiftLexer

/// The rewrites and findings a team has accepted for now, so that `--check` fails only on new ones.
///
/// An entry is keyed by the file (relative to the baseline's folder), the rule, whether it is an
/// edit or a finding, and the text of the line it starts on with its indentation and repeated
/// blanks removed, never by line number: code that moves within its file, or is re-indented,
/// keeps its entry. Identical lines are counted, so a second copy of a known use is new.
struct Baseline: Equatable, Sendable {
    /// One key and how many times it was seen.
    struct Entry: Hashable, Sendable {
        var path: String
        var rule: String
        var kind: Kind
        var code: String
    }

    /// What an entry stands for.
    enum Kind: String, Sendable {
        case edit
        case finding
    }

    /// How many of each entry the baseline accepts.
    var counts: [Entry: Int] = [:]

    /// The version written into the file; a file with another version is refused.
    static let formatVersion = 1

    /// The baseline of `reports`, with paths relative to `folder`. Errors are never baselined.
    init(_ reports: [FileReport], relativeTo folder: String) {
        for report in reports {
            for entry in Self.entries(report, relativeTo: folder) { counts[entry, default: 0] += 1 }
        }
    }

    private init(counts: [Entry: Int]) {
        self.counts = counts
    }

    /// `reports` without what the baseline accepts, and how many edits and findings it left out.
    func filter(_ reports: [FileReport], relativeTo folder: String) -> (reports: [FileReport], hidden: Int) {
        var left = counts
        var hidden = 0
        var kept: [FileReport] = []
        for var report in reports {
            let lines = SourceText(bytes: report.original)
            let path = PathName.relative(report.absolutePath, to: folder)
            func accepted(_ entry: Entry) -> Bool {
                guard let count = left[entry], count > 0 else { return false }
                left[entry] = count - 1
                hidden += 1
                return true
            }
            report.findings.removeAll { finding in
                finding.severity != .error && accepted(Entry(path: path, rule: finding.ruleID, kind: .finding,
                                                             code: Self.code(lines, line: finding.line)))
            }
            let edits = report.edits.filter { edit in
                !accepted(Entry(path: path, rule: edit.ruleID, kind: .edit, code: Self.code(lines, line: edit.line)))
            }
            if edits.count != report.edits.count, !report.isNew {
                report.edits = edits
                report.rewritten = edits.isEmpty ? nil : edits.applied(to: report.original)
            }
            if !report.edits.isEmpty || !report.findings.isEmpty { kept.append(report) }
        }
        return (kept, hidden)
    }

    private static func entries(_ report: FileReport, relativeTo folder: String) -> [Entry] {
        let lines = SourceText(bytes: report.original)
        let path = PathName.relative(report.absolutePath, to: folder)
        return report.edits.map { Entry(path: path, rule: $0.ruleID, kind: .edit, code: code(lines, line: $0.line)) }
            + report.findings.filter { $0.severity != .error }.map {
                Entry(path: path, rule: $0.ruleID, kind: .finding, code: code(lines, line: $0.line))
            }
    }

    /// The text of `line` with its indentation and repeated blanks removed.
    static func code(_ source: SourceText, line: Int) -> String {
        let starts = source.lineStarts
        guard line >= 1, line <= starts.count else { return "" }
        let end = line < starts.count ? starts[line] : source.bytes.count
        let text = String(decoding: source.bytes[starts[line - 1]..<end], as: UTF8.self)
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline }).joined(separator: " ")
    }
}

extension Baseline {
    /// `reports` without what the baseline of `settings` records (from `--baseline` or
    /// `.screenmod`), and how many edits and findings it left out; `reports` unchanged without one.
    /// `screenmod` and each repository of `screenmod batch` filter through here, so they agree.
    static func apply(_ settings: Settings, to reports: [FileReport]) throws(CLIError) -> (reports: [FileReport], hidden: Int) {
        guard let path = settings.baseline else { return (reports, 0) }
        return try load(path).filter(reports, relativeTo: PathName.directory(of: path))
    }

    /// The baseline as a JSON document, entries sorted so that the file diffs well in review.
    func rendered() -> String {
        let sorted = counts.sorted { a, b in
            (a.key.path, a.key.rule, a.key.kind.rawValue, a.key.code) < (b.key.path, b.key.rule, b.key.kind.rawValue, b.key.code)
        }
        return JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("tool", .string("\(ToolInfo.name) \(ToolInfo.version)")),
            ("entries", .array(sorted.map { entry, count in
                .object([("path", .string(entry.path)), ("rule", .string(entry.rule)),
                         ("kind", .string(entry.kind.rawValue)), ("code", .string(entry.code)), ("count", .int(count))])
            })),
        ]).rendered()
    }

    /// Reads the baseline at `path`.
    static func load(_ path: String) throws(CLIError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .invalidBaseline(path: path, reason: "could not be read. Write one with --write-baseline \(path)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["version"] as? Int == formatVersion, let list = object["entries"] as? [[String: Any]] else {
            throw .invalidBaseline(path: path, reason: "is not a screenmod baseline of version \(formatVersion)")
        }
        var counts: [Entry: Int] = [:]
        for item in list {
            guard let file = item["path"] as? String, let rule = item["rule"] as? String,
                  let kind = (item["kind"] as? String).flatMap(Kind.init(rawValue:)),
                  let code = item["code"] as? String, let count = item["count"] as? Int, count > 0 else {
                throw .invalidBaseline(path: path, reason: "has an entry without path, rule, kind, code and count")
            }
            counts[Entry(path: file, rule: rule, kind: kind, code: code), default: 0] += count
        }
        return Baseline(counts: counts)
    }
}
