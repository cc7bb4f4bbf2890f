/// Parses and validates rule files into `Rule` values.
public enum RuleParser {
    /// Parses one rule file; the rule is non-nil exactly when there are no errors.
    ///
    /// Every problem in the file is reported, sorted by line and column, not only the first.
    /// When `path` ends in `.rule`, the file name must equal the rule's id.
    public static func parse(text: String, path: String) -> (rule: Rule?, errors: [RuleError]) {
        var reader = RuleFileReader(path: path)
        let entries = reader.read(text)
        var builder = RuleBuilder(path: path)
        builder.errors = reader.errors
        builder.walk(entries)
        let rule = builder.finish()
        let errors = builder.errors.sortedByLocation()
        return (errors.isEmpty ? rule : nil, errors)
    }
}

/// Collects a rule's fields from the entries of one file, recording every problem.
/// A parsed `rewrite:` line and the `match:` lines it applies to.
struct RuleTemplate {
    var template: Template
    var uses: [CaptureUse]
    var placeholderColumns: [TemplatePlaceholder: Int]
    var line: Int
    /// How many patterns had been given when this line came: its group ends before that index.
    var patternsBefore: Int
    /// The `body-modifier:` lines below it, before the next `rewrite:`.
    var bodyModifiers: [RuleTemplate] = []
}

struct RuleBuilder {
    let path: String
    var errors: [RuleError] = []
    var fieldLines: [RuleField: [Int]] = [:]
    /// The first occurrence of each single-valued field.
    var single: [RuleField: FieldLine] = [:]
    var id: String?
    var summary: String?
    var reason: String?
    var priority: Int?
    var enabledByDefault = true
    var group: String?
    var patterns: [(pattern: Pattern, line: Int)] = []
    var conditions: [Condition] = []
    /// Each `rewrite:` with the number of patterns given before it (its group ends there).
    var templates: [RuleTemplate] = []
    /// Whether `templates` came from `suggest-rewrite:` lines (a report's suggested fix), not `rewrite:`.
    var templatesSuggest = false
    var member: MemberDeclaration?
    var supportFile: SupportFile?
    var attach: String?
    var reportMessage: String?
    var suggestion: String?
    var suggestedMove: SuggestedMove?
    var need: FindingNeed?
    var olderSuggestions: [OlderSuggestion] = []
    var swiftUISuggestion: String?
    var examples: [RuleExample] = []
    var exampleLines: [Int] = []

    init(path: String) {
        self.path = path
    }

    /// Visits every entry; example headers consume their blocks, stray blocks are errors.
    mutating func walk(_ entries: [RuleEntry]) {
        var index = 0
        while index < entries.count {
            switch entries[index] {
            case .block(let block):
                error(block.line, 1, "unexpected indented block; only the code under 'example-change:', "
                      + "'expect:', 'example-keep:' and 'support-file:' is indented")
                index += 1
            case .field(let field):
                index = visit(field, at: index, in: entries)
            }
        }
    }

    /// Handles one field and returns the index of the next entry to visit.
    private mutating func visit(_ field: FieldLine, at index: Int, in entries: [RuleEntry]) -> Int {
        let kind = field.field
        fieldLines[kind, default: []].append(field.line)
        if kind.isSingle {
            if let first = single[kind] {
                error(field.line, 1, "duplicate field '\(kind.rawValue)'; it was first given on line \(first.line)")
                return index + 1
            }
            single[kind] = field
        }
        switch kind {
        case .exampleChange, .exampleKeep:
            return readExample(field, at: index, in: entries)
        case .supportFile:
            guard index + 1 < entries.count, case .block(let block) = entries[index + 1] else {
                error(field.line, 1, "expected the file's contents in an indented block after 'support-file:'")
                return index + 1
            }
            if field.value.isEmpty || !field.value.hasSuffix(".swift") || field.value.contains("/") {
                error(field.line, field.valueColumn, "expected a file name ending in .swift after 'support-file:', "
                      + "e.g. 'support-file: WindowSizeEnvironment.swift'")
            }
            supportFile = SupportFile(name: field.value, contents: block.text)
            return index + 2
        case .expect:
            error(field.line, 1, "'expect:' must follow the code block of an 'example-change:'")
            if index + 1 < entries.count, case .block = entries[index + 1] { return index + 2 }
        case .exampleArgs:
            error(field.line, 1, "'example-args:' must come right after 'example-change:' or 'example-keep:'")
        default:
            take(field, as: kind)
        }
        return index + 1
    }

    /// Reads an example header, its optional `example-args:`, its block and, for a change, `expect:` and its block.
    private mutating func readExample(_ header: FieldLine, at start: Int, in entries: [RuleEntry]) -> Int {
        let name = header.key
        if !header.value.isEmpty {
            error(header.line, header.valueColumn,
                  "expected nothing after '\(name):'; put the code on the indented lines below it")
        }
        var index = start + 1
        var args: [String] = []
        if index < entries.count, case .field(let line) = entries[index], line.field == .exampleArgs {
            fieldLines[.exampleArgs, default: []].append(line.line)
            args = line.value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if args.isEmpty {
                error(line.line, line.valueColumn, "expected settings after 'example-args:', e.g. '--min-ios 17'")
            }
            index += 1
        }
        guard index < entries.count, case .block(let before) = entries[index] else {
            error(header.line, 1, "expected an indented code block after '\(name):'")
            return index
        }
        index += 1
        if header.field == .exampleKeep {
            examples.append(.keep(code: before.text, args: args))
            exampleLines.append(header.line)
            return index
        }
        guard index < entries.count, case .field(let expect) = entries[index], expect.field == .expect else {
            let found = index < entries.count ? entries[index] : nil
            let location = found?.line ?? header.line
            error(location, 1, "expected 'expect:' after the code block of the 'example-change:' on line \(header.line)")
            return index
        }
        fieldLines[.expect, default: []].append(expect.line)
        if !expect.value.isEmpty {
            error(expect.line, expect.valueColumn,
                  "expected nothing after 'expect:'; put the expected code on the indented lines below it")
        }
        index += 1
        guard index < entries.count, case .block(let after) = entries[index] else {
            error(expect.line, 1, "expected an indented code block after 'expect:'")
            return index
        }
        examples.append(.change(before: before.text, after: after.text, args: args))
        exampleLines.append(header.line)
        return index + 1
    }

    mutating func error(_ line: Int, _ column: Int, _ message: String) {
        errors.append(RuleError(path: path, line: line, column: column, message: message))
    }

    mutating func append(_ more: [RuleError]) {
        errors += more
    }
}
