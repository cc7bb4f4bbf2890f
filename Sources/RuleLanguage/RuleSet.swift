import SourceModel
/// A rule file's path and text, as read from disk or embedded in the binary.
public struct RuleFile: Equatable, Sendable {
    /// The path used in messages, e.g. `Rules/scale-uikit.rule`.
    public var path: String
    /// The file's text.
    public var text: String

    /// Creates a rule file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The rules in the order the engine tries them: ascending priority, ties by id.
public struct RuleSet: Equatable, Sendable {
    /// Every rule, sorted by priority and then id.
    public let rules: [Rule]

    private init(sorted rules: [Rule]) {
        self.rules = rules
    }

    /// The built-in rule files compiled into the binary, with paths `Rules/<name>`.
    public static var builtinFiles: [RuleFile] {
        BuiltinRules.files.map { RuleFile(path: "Rules/" + $0.name, text: $0.text) }
    }

    /// Whether `path` names a built-in rule file as `builtinFiles` does (`Rules/<name>`).
    public static func isBuiltinPath(_ path: String) -> Bool {
        path.hasPrefix("Rules/") && BuiltinRules.files.contains { "Rules/" + $0.name == path }
    }

    /// Parses `files` (built-ins first, then a user's) and combines them into a set.
    ///
    /// The set is non-nil exactly when every file is valid and no id is defined twice.
    public static func load(_ files: [RuleFile]) -> (ruleSet: RuleSet?, errors: [RuleError]) {
        // Most runs load the built-in pack alone: combined once, like its parse.
        if files == builtinPack.files { return builtinPack.loaded }
        return combine(parse(files))
    }

    /// The built-in files and the set they make, built on first use: from their embedded parsed
    /// form without a look-up per file, when Scripts/embed-rules has written it.
    private static let builtinPack: (files: [RuleFile], loaded: (ruleSet: RuleSet?, errors: [RuleError])) = {
        let files = builtinFiles
        return (files, embeddedRules.map(combining) ?? combine(parse(files)))
    }()

    /// The built-in files' rules in file order as Scripts/embed-rules parsed them, or nil until it
    /// has (a test checks them against a parse of every file, so they hold no error).
    private static var embeddedRules: [Rule]? {
        BuiltinRules.parsed.count == BuiltinRules.files.count ? BuiltinRules.parsed : nil
    }

    /// The parsed files' rules combined into a set, with every file's errors and the set's.
    private static func combine(_ parsedFiles: [ParsedFile]) -> (ruleSet: RuleSet?, errors: [RuleError]) {
        var rules: [Rule] = []
        var errors: [RuleError] = []
        for parsed in parsedFiles {
            errors += parsed.errors
            if let rule = parsed.rule { rules.append(rule) }
        }
        let combined = combining(rules)
        errors += combined.errors
        return (errors.isEmpty ? combined.ruleSet : nil, errors)
    }

    /// The built-in pack by path, parsed when it was embedded (`BuiltinRules.parsed`): a small
    /// project's run waited about 4 ms for a parse at start-up. Until Scripts/embed-rules has
    /// written the parsed form of the files, they are parsed here, once per process.
    private static let parsedBuiltins: [String: (text: String, parsed: ParsedFile)] = {
        let files = builtinFiles
        let parsed = embeddedRules?.map { (rule: $0, errors: []) }
            ?? concurrentMap(files) { RuleParser.parse(text: $0.text, path: $0.path) }
        return Dictionary(uniqueKeysWithValues: zip(files, parsed).map { ($0.path, ($0.text, $1)) })
    }()

    /// One file's rule, if it is valid, and its errors.
    private typealias ParsedFile = (rule: Rule?, errors: [RuleError])

    /// Each file parsed, in order: a built-in file from the parse kept above, the others (a user's
    /// files, an edited copy) in parallel, since they are independent.
    private static func parse(_ files: [RuleFile]) -> [ParsedFile] {
        let known = files.map { file in parsedBuiltins[file.path].flatMap { $0.text == file.text ? $0.parsed : nil } }
        let others = files.indices.filter { known[$0] == nil }
        var parsed = known
        for (index, result) in zip(others, concurrentMap(others.map { files[$0] }) {
            RuleParser.parse(text: $0.text, path: $0.path)
        }) {
            parsed[index] = result
        }
        return parsed.map { $0! }
    }

    /// Sorts `rules` into a set; an id given twice is an error at the later rule that names the earlier file.
    public static func combining(_ rules: [Rule]) -> (ruleSet: RuleSet?, errors: [RuleError]) {
        var firstByID: [String: Rule] = [:]
        var errors: [RuleError] = []
        for rule in rules {
            if let first = firstByID[rule.id] {
                let firstLine = first.source.line(of: .id) ?? 1
                // A built-in rule's file is compiled in: the user has no such path to open.
                let elsewhere = isBuiltinPath(first.source.path)
                    ? "it is the id of a built-in rule (`screenmod rules` lists them); choose another id"
                    : "it is also defined in \(first.source.path):\(firstLine); rename one of them"
                errors.append(RuleError(path: rule.source.path, line: rule.source.line(of: .id) ?? 1, column: 1,
                                        message: "duplicate rule id '\(rule.id)'; " + elsewhere))
            } else {
                firstByID[rule.id] = rule
            }
        }
        guard errors.isEmpty else { return (nil, errors) }
        let sorted = rules.sorted { ($0.priority, $0.id) < ($1.priority, $1.id) }
        return (RuleSet(sorted: sorted), [])
    }

    /// The rule with `id`, if any.
    public func rule(id: String) -> Rule? {
        rules.first { $0.id == id }
    }

    /// The rules that run, in order: those on by default in the default group, those of a group
    /// `enabling` names that are on by default, and those `enabling` names by id; minus those
    /// `disabling` names by id or group.
    public func active(enabling: Set<String> = [], disabling: Set<String> = []) -> [Rule] {
        rules.filter { rule in
            let groupOn = rule.group.map(enabling.contains) ?? true
            return (rule.enabledByDefault && groupOn || enabling.contains(rule.id)) && !rule.isNamed(in: disabling)
        }
    }

    /// The named groups of the set's rules, sorted.
    public var groups: [String] {
        Set(rules.compactMap(\.group)).sorted()
    }

    /// The names in `ids` that name no rule and no group in the set, sorted, for reporting a
    /// mistyped `--enable`.
    public func unknownIDs(_ ids: some Sequence<String>) -> [String] {
        let known = Set(rules.map(\.id)).union(groups)
        return Set(ids).subtracting(known).sorted()
    }
}
