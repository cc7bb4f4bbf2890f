/// One rewrite rule, parsed and validated from a `.rule` file.
public struct Rule: Equatable, Sendable {
    /// The kebab-case id, equal to the file name without `.rule`, e.g. `scale-uikit`.
    public let id: String
    /// One sentence saying what the rule does, shown by `screenmod rules`.
    public let summary: String
    /// Why the old code is wrong at such a site, shown with every edit and finding.
    public let reason: String
    /// Rules are tried in ascending priority (ties by id); the first that holds at a site wins.
    public let priority: Int
    /// Whether the rule runs without being named in `--enable` (`default: on`).
    public let enabledByDefault: Bool
    /// The named group the rule belongs to (`group: duo`); nil for the default group. A rule of
    /// another group runs only when `--enable` (or `.screenmod`) names the group or the rule.
    public let group: String?
    /// The alternatives of the rule's `match:` lines; any one of them may match.
    public let patterns: [Pattern]
    /// The rule's `when:` lines; all must hold at a site.
    public let conditions: [Condition]
    /// What the rule does where it holds.
    public let action: RuleAction
    /// The rule's inline examples, in file order.
    public let examples: [RuleExample]
    /// Where each field came from, for messages.
    public let source: RuleSource
    /// For a rewrite, the template of each pattern (parallel to `patterns`): a `rewrite:` line
    /// serves the `match:` lines above it back to the previous `rewrite:`; a single `rewrite:`
    /// serves every pattern. For a report, the templates of its `suggest-rewrite:` lines, grouped
    /// the same way: the edit each finding offers as a suggested fix (none where empty).
    public let patternTemplates: [Template]
    /// For a rewrite, the modifiers each pattern's rewrite appends to the view's `body`
    /// (parallel to `patterns`): the `body-modifier:` lines under the pattern's `rewrite:` line.
    public let patternBodyModifiers: [[Template]]
    /// A file the rewritten code needs (a `support-file:` line naming it, with its contents in
    /// the indented block below); written once per project next to the code that uses it.
    public let supportFile: SupportFile?
    /// For a report, the move its findings offer as a suggested fix where the engine proves it
    /// (`suggest-move: viewDidLayoutSubviews`); nil for none.
    public let suggestedMove: SuggestedMove?
    /// For a report, the work its findings ask of a person (`need: decision`); nil where the
    /// engine derives it from the rule's conditions.
    public let need: FindingNeed?
    /// For a report, the advice below given iOS versions (`suggest-below: iOS 17: …`).
    public let olderSuggestions: [OlderSuggestion]
    /// For a report, the advice in a SwiftUI view (`suggest-swiftui: …`), where UIKit's bounds and
    /// layout hooks are not at hand; nil where `suggest` fits both.
    public let swiftUISuggestion: String?

    /// Creates a rule from parts; `RuleParser` is the usual way to get one.
    public init(id: String, summary: String, reason: String, priority: Int, enabledByDefault: Bool = true,
                patterns: [Pattern], conditions: [Condition], action: RuleAction,
                examples: [RuleExample] = [], source: RuleSource, patternTemplates: [Template] = [],
                patternBodyModifiers: [[Template]] = [], supportFile: SupportFile? = nil, group: String? = nil,
                suggestedMove: SuggestedMove? = nil, olderSuggestions: [OlderSuggestion] = [],
                swiftUISuggestion: String? = nil, need: FindingNeed? = nil) {
        self.need = need
        self.supportFile = supportFile
        self.swiftUISuggestion = swiftUISuggestion
        self.olderSuggestions = olderSuggestions
        self.suggestedMove = suggestedMove
        self.patternBodyModifiers = patternBodyModifiers
        self.group = group
        self.id = id
        self.summary = summary
        self.reason = reason
        self.priority = priority
        self.enabledByDefault = enabledByDefault
        self.patterns = patterns
        self.conditions = conditions
        self.action = action
        self.examples = examples
        self.source = source
        if patternTemplates.isEmpty, case .rewrite(let template, _) = action {
            self.patternTemplates = Array(repeating: template, count: patterns.count)
        } else {
            self.patternTemplates = patternTemplates
        }
    }

    /// The modifiers the rewrite of the pattern at `index` appends to the view's `body`.
    public func bodyModifiers(forPattern index: Int) -> [Template] {
        index < patternBodyModifiers.count ? patternBodyModifiers[index] : []
    }

    /// Whether `names` (the values of `--enable`, `--disable` or `--only`) names the rule or its group.
    public func isNamed(in names: Set<String>) -> Bool {
        names.contains(id) || group.map(names.contains) == true
    }

    /// The APIs the rule's patterns are anchored on, in pattern order without repeats.
    public var anchors: [Anchor] {
        patterns.reduce(into: []) { found, pattern in
            if !found.contains(pattern.anchor) { found.append(pattern.anchor) }
        }
    }

    /// The rewrite template for the pattern at `index`, or nil for a report rule.
    public func template(forPattern index: Int) -> Template? {
        index < patternTemplates.count ? patternTemplates[index] : nil
    }

    /// Whether the rule reports whatever use is left: no condition, and a pattern that matches
    /// every use of its anchor. Its finding says what screenmod could not resolve, when it knows.
    public var isCatchAll: Bool {
        !isRewrite && conditions.isEmpty && patterns.contains(where: \.matchesEveryUse)
    }

    /// Whether the rule rewrites (rather than reports).
    public var isRewrite: Bool {
        if case .rewrite = action { return true }
        return false
    }
}

/// What a rule does at a site where its pattern and conditions hold.
public enum RuleAction: Equatable, Sendable {
    /// Replaces the matched tokens with `template`, first inserting `member` into the enclosing type if given.
    case rewrite(Template, member: MemberDeclaration?)
    /// Leaves the code alone and reports a finding with a message and a suggested fix.
    case report(message: String, suggestion: String)
}

/// An inline example that `screenmod rules test` runs.
public enum RuleExample: Equatable, Sendable {
    /// Code that must change into `after`; `args` are settings such as `--min-ios 17`.
    case change(before: String, after: String, args: [String])
    /// Code that must stay as it is; `args` are settings such as `--min-ios 17`.
    case keep(code: String, args: [String])

    /// The settings the example runs with, e.g. `["--min-ios", "17"]`.
    public var args: [String] {
        switch self {
        case .change(_, _, let args), .keep(_, let args): return args
        }
    }
}

/// The keys a rule file may use, spelled as in the file.
public enum RuleField: String, CaseIterable, Sendable {
    /// `id: kebab-id`.
    case id
    /// `summary: one sentence.`
    case summary
    /// `reason: why the old code is wrong here.`
    case reason
    /// `priority: 500`.
    case priority
    /// `default: on|off`.
    case `default`
    /// `group: duo`: the named group the rule belongs to.
    case group
    /// `match: PATTERN`, one or more.
    case match
    /// `when: CONDITION`, zero or more.
    case when
    /// `rewrite: TEMPLATE`.
    case rewrite
    /// `member: DECLARATION`, only with `rewrite`.
    case member
    /// `report: MESSAGE`.
    case report
    /// `suggest: TEXT`, required with `report`.
    case suggest
    /// `need: decision`, at most once, only with `report`: the work its findings ask (plans group by it).
    case need
    /// `suggest-move: viewDidLayoutSubviews`, only with `report`: the move offered as a suggested fix.
    case suggestMove = "suggest-move"
    /// `suggest-rewrite: TEMPLATE`, only with `report`: the edit its findings offer as a suggested
    /// fix, grouped with the `match:` lines above it as `rewrite:` is.
    case suggestRewrite = "suggest-rewrite"
    /// `suggest-below: iOS 17: TEXT`, zero or more, only with `report`: the advice below that version.
    case suggestBelow = "suggest-below"
    /// `suggest-swiftui: TEXT`, at most once, only with `report`: the advice in a SwiftUI view.
    case suggestSwiftUI = "suggest-swiftui"
    /// `suggest-swiftui-below: iOS 16: TEXT`, zero or more, with `suggest-swiftui`: its advice below that version.
    case suggestSwiftUIBelow = "suggest-swiftui-below"
    /// `example-change:` followed by an indented block.
    case exampleChange = "example-change"
    /// `expect:` followed by an indented block, after an `example-change` block.
    case expect
    /// `example-keep:` followed by an indented block.
    case exampleKeep = "example-keep"
    /// `example-args: --min-ios 17`, right after an example header.
    case exampleArgs = "example-args"
    case supportFile = "support-file"
    /// `attach: .modifier()`, with `support-file`: the call the support file asks for at the root view.
    case attach
    /// `body-modifier: .modifier(…)`, under a `rewrite:`: appended once to the view's `body`.
    case bodyModifier = "body-modifier"

    /// Whether the key may appear at most once in a file.
    var isSingle: Bool {
        switch self {
        case .match, .when, .rewrite, .suggestRewrite, .bodyModifier, .exampleChange, .expect, .exampleKeep, .exampleArgs, .suggestBelow,
             .suggestSwiftUIBelow:
            return false
        default: return true
        }
    }
}

/// Where a rule came from: its file and the line of each field, for messages.
public struct RuleSource: Equatable, Sendable {
    /// The rule file's path, e.g. `Rules/scale-uikit.rule`.
    public let path: String
    /// The 1-based lines on which each field occurs, in file order.
    public let fieldLines: [RuleField: [Int]]
    /// The header line of each example, parallel to `Rule.examples`.
    public let exampleLines: [Int]

    /// Creates a source record.
    public init(path: String, fieldLines: [RuleField: [Int]] = [:], exampleLines: [Int] = []) {
        self.path = path
        self.fieldLines = fieldLines
        self.exampleLines = exampleLines
    }

    /// The line of the first occurrence of `field`, or nil if the file has none.
    public func line(of field: RuleField) -> Int? {
        fieldLines[field]?.first
    }

    /// The line of each `match:` field, parallel to `Rule.patterns`.
    public var patternLines: [Int] { fieldLines[.match] ?? [] }

    /// The line of each `when:` field, parallel to `Rule.conditions`.
    public var conditionLines: [Int] { fieldLines[.when] ?? [] }
}

/// A Swift file a rule's rewrites depend on, such as an environment key they read.
public struct SupportFile: Equatable, Sendable {
    /// The file name, e.g. `WindowSizeEnvironment.swift`.
    public let name: String
    /// The file's contents.
    public let contents: String
    /// The modifier the file declares and asks callers to attach at the root view, without
    /// its dot and parentheses (e.g. `measuresWindowSize`); nil when there is none.
    public let attach: String?

    /// Creates a support file.
    public init(name: String, contents: String, attach: String? = nil) {
        self.name = name
        self.contents = contents
        self.attach = attach
    }
}
