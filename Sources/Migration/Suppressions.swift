import SwiftLexer
import SourceModel

/// `// screenmod:disable-next-line [ids]`, `// screenmod:disable [ids]` … `// screenmod:enable`
/// and `// screenmod:disable-file`, read from the file's comments.
struct Suppressions {
    /// Rule ids a region switches off; an empty set means every rule.
    private var regions: [(lines: ClosedRange<Int>, rules: Set<String>)] = []

    init(_ file: SyntaxFile) {
        var openRegions: [(line: Int, rules: Set<String>)] = []
        let lastLine = file.source.lineStarts.count
        // Nearly no file has a suppression comment; one search of its bytes says so.
        guard ByteScan.contains(file.source.bytes, "screenmod:") else { return }
        for token in file.tokens where token.kind == .comment {
            let text = file.source.text(of: token)
            guard let marker = text.firstRange(of: "screenmod:") else { continue }
            let words = text[marker.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "*" || $0 == "/" })
            guard let command = words.first else { continue }
            let rules = Set(words.dropFirst().map(String.init))
            let line = file.source.location(of: token.offset).line
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
    }

    /// Whether `rule` is switched off on `line`.
    func suppresses(_ rule: String, line: Int) -> Bool {
        regions.contains { $0.lines.contains(line) && ($0.rules.isEmpty || $0.rules.contains(rule)) }
    }
}
