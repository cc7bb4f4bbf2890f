import SwiftLexer
import SourceModel

/// `// screenmod:disable-next-line [ids]`, `// screenmod:disable [ids]` … `// screenmod:enable`
/// and `// screenmod:disable-file`, read from the file's comments.
struct Suppressions {
    /// One comment: its text and where it starts.
    typealias Comment = (text: String, line: Int, column: Int, offset: Int)

    /// The lines switched off for every rule: sorted, disjoint ranges.
    private var everyRule: [ClosedRange<Int>] = []
    /// The lines switched off for each named rule: sorted, disjoint ranges.
    private var byRule: [String: [ClosedRange<Int>]] = [:]
    /// Every rule id a comment names, with the comment's position, to catch misspelled ids.
    private var named: [(rule: String, line: Int, column: Int, offset: Int)] = []

    init(_ file: SyntaxFile) {
        // Nearly no file has a suppression comment; one search of its bytes says so.
        guard ByteScan.contains(file.source.bytes, "screenmod:") else { return }
        let comments = file.tokens.lazy.filter { $0.kind == .comment }.map { token -> Comment in
            let (line, column) = file.source.location(of: token.offset)
            return (file.source.text(of: token), line, column, token.offset)
        }
        self = Suppressions(comments: comments, lastLine: file.source.lineStarts.count)
    }

    /// The suppressions of a file whose comments were found by another scanner, such as the
    /// Objective-C one.
    init(comments: some Sequence<Comment>, lastLine: Int) {
        // Regions are kept per rule, merged and sorted, so that a use costs two binary searches
        // rather than a look at every region of the file (thousands of comments made it quadratic).
        var everyRule: [ClosedRange<Int>] = []
        var byRule: [String: [ClosedRange<Int>]] = [:]
        for (lines, rules) in Self.regions(comments, lastLine: lastLine, naming: &named) {
            if rules.isEmpty { everyRule.append(lines) }
            for rule in rules { byRule[rule, default: []].append(lines) }
        }
        self.everyRule = Self.merged(everyRule)
        self.byRule = byRule.mapValues(Self.merged)
    }

    /// Each comment's region: the lines it covers and the rule ids it names (none for every
    /// rule); the ids named, with where, go to `named`.
    private static func regions(_ comments: some Sequence<Comment>, lastLine: Int,
                                naming named: inout [(rule: String, line: Int, column: Int, offset: Int)])
        -> [(lines: ClosedRange<Int>, rules: Set<String>)] {
        var regions: [(lines: ClosedRange<Int>, rules: Set<String>)] = []
        var openRegions: [(line: Int, rules: Set<String>)] = []
        for (text, line, column, offset) in comments {
            guard let marker = text.firstRange(of: "screenmod:") else { continue }
            let words = text[marker.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "*" || $0 == "/" })
            guard let command = words.first else { continue }
            let rules = Set(words.dropFirst().map(String.init))
            if ["disable-next-line", "disable-line", "disable-file", "disable"].contains(command) {
                named += words.dropFirst().map { (String($0), line, column, offset) }
            }
            switch command {
            case "disable-next-line": regions.append(((line + 1)...(line + 1), rules))
            case "disable-line": regions.append((line...line, rules))
            case "disable-file": regions.append((1...lastLine, rules))
            case "disable": openRegions.append((line, rules))
            case "enable":
                for region in openRegions { regions.append((region.line...max(line, region.line), region.rules)) }
                openRegions = []
            default: continue
            }
        }
        for region in openRegions { regions.append((region.line...lastLine, region.rules)) }
        return regions
    }

    /// `ranges` sorted, with overlapping and touching ones joined.
    private static func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var merged: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Whether one of the sorted, disjoint `ranges` contains `line`.
    private static func covers(_ ranges: [ClosedRange<Int>], _ line: Int) -> Bool {
        // The first range that ends at or after the line is the only one that can hold it.
        let first = ranges.partitionPoint { $0.upperBound >= line }
        return first < ranges.count && ranges[first].lowerBound <= line
    }

    /// A warning for each id a comment names that is not in `known`: a misspelled id would
    /// otherwise suppress nothing without a word.
    func unknownRules(_ known: Set<String>) -> [Finding] {
        named.filter { !known.contains($0.rule) }.map { mention in
            let guess = Spelling.nearest(to: mention.rule, among: known).map { "did you mean '\($0)'? " } ?? ""
            return Finding(ruleID: "unknown-rule-id", line: mention.line, column: mention.column, offset: mention.offset,
                           message: "'\(mention.rule)' in this screenmod:disable comment is not a rule id, so it suppresses nothing",
                           suggestion: guess + "`screenmod rules` lists the ids")
        }
    }

    /// Whether `rule` is switched off on `line`.
    func suppresses(_ rule: String, line: Int) -> Bool {
        Self.covers(everyRule, line) || byRule[rule].map { Self.covers($0, line) } == true
    }
}
