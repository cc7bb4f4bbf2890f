import RuleLanguage

/// How loudly a finding speaks.
public enum Severity: String, Sendable, Equatable {
    /// Work a person must do.
    case warning
    /// Context only, e.g. a related call site of a helper.
    case note
    /// The file could not be processed as asked.
    case error
}

/// A use that was not rewritten, with the reason and what to do instead.
public struct Finding: Equatable, Sendable {
    /// The id of the rule that reported it.
    public var ruleID: String
    /// 1-based line of the use's first token.
    public var line: Int
    /// 1-based UTF-8 byte column of the use's first token.
    public var column: Int
    /// Byte offset of the use's first token.
    public var offset: Int
    /// How loudly it speaks.
    public var severity: Severity
    /// Why nothing was rewritten here.
    public var message: String
    /// What a person should write instead.
    public var suggestion: String
    /// What kept the use from a rewrite, as `proof:code` (`moment:view-did-load`,
    /// `container:optional`), or the reporting rule's id: how plans and reports group findings.
    public var cause: String
    /// The edit screenmod would make if the missing proof held, when it has one and the edit is
    /// not known to be wrong: a suggestion for a person to accept or refuse, never applied by a
    /// plain `--write`.
    public var fix: SuggestedFix?
    /// What a person should write where `fix` is taken off (it overlaps another edit), when
    /// `suggestion` points at the fix.
    public var suggestionWithoutFix: String?
    /// Other places this finding speaks for (a helper's call sites), as `path:line:column`.
    public var related: [String] = []
    /// For a helper's (a function's, a property's, a macro's) finding, the call sites it speaks for,
    /// as `path:line:column` (also in `related`, with the helper's other reads): a plan has each
    /// given its own value, then the helper deleted.
    public var callSites: [String] = []
    /// What kind of work it asks of a person, for plans.
    public var need: FindingNeed = .decision
    /// For a note at a call of a screen helper: the helper it calls, for grouping at the helper.
    public var helperCall: HelperCallSite?
    /// Whether the use is the read of the screen in a helper that nothing in the project spells
    /// outside its declaration (`UncalledHelpers`): its finding leads with deleting it.
    public var isUncalledHelper = false
    /// For such a helper, the type nothing names outside its own body, when that is the proof.
    public var unnamedType: String?
    /// Whether previews name that type (`#Preview`, a `PreviewProvider`) where the app does not.
    public var unnamedTypeInPreviews = false
    /// The method holding the use, where nothing in the project calls it (`UncalledMethods`): its
    /// finding leads with deleting it.
    public var uncalledMethod: String?
    /// For a second read of the screen in one helper (an `if` and an `else`), `path:line` of the
    /// helper's first read, whose finding speaks for both.
    public var helperAlias: String?

    /// Creates a finding.
    public init(ruleID: String, line: Int, column: Int, offset: Int, severity: Severity = .warning,
                message: String, suggestion: String, cause: String? = nil, fix: SuggestedFix? = nil) {
        self.ruleID = ruleID
        self.line = line
        self.column = column
        self.offset = offset
        self.severity = severity
        self.message = message
        self.suggestion = suggestion
        self.cause = cause ?? ruleID
        self.fix = fix
    }
}

/// How sure screenmod is of an edit, as Ruff and rustc spell it.
public enum Applicability: String, Sendable, Equatable {
    /// Proven on every count: a plain `--write` applies it.
    case safe
    /// Right once the missing fact holds, which a person must check: applied only when asked.
    case suggested
}

/// An edit offered on a finding: what would be written, and the proof that is missing as its caveat.
public struct SuggestedFix: Equatable, Sendable {
    /// Always `suggested` on a finding.
    public var applicability: Applicability
    /// The caveat: what a person must check before accepting it.
    public var message: String
    /// The edits, sorted and not overlapping.
    public var edits: [Edit]
    /// Whether the edits replace the rule's whole match, which may hold further uses (both
    /// axes in `.frame(width: UIScreen…, height: UIScreen…)`): those go with this finding.
    public var replacesMatch = false

    public init(applicability: Applicability = .suggested, message: String, edits: [Edit], replacesMatch: Bool = false) {
        self.applicability = applicability
        self.message = message
        self.edits = edits
        self.replacesMatch = replacesMatch
    }
}

extension Array where Element == Finding {
    /// The findings with each one that repeats an earlier finding of its line or of its call
    /// (the same rule, severity, message and advice, neither with a fix nor a helper call to group)
    /// folded into that one as a related location: two uses on one line (`w < UIScreen.main.bounds.width ?
    /// UIScreen.main.bounds.width : w`), or in one call's arguments over two lines, are one thing to
    /// change, said once. `callLine` gives the line of the call whose arguments hold the use at an
    /// offset, if any.
    func mergingSameLine(path: String, callLine: (Int) -> Int? = { _ in nil }) -> [Finding] {
        var merged: [Finding] = []
        var first: [SameLineKey: Int] = [:]
        var places: [Int: [(line: Int, column: Int)]] = [:]
        for finding in self {
            guard finding.fix == nil, finding.helperCall == nil, finding.severity != .error else {
                merged.append(finding)
                continue
            }
            let place = callLine(finding.offset) ?? finding.line
            let key = SameLineKey(place: place, rule: finding.ruleID, severity: finding.severity.rawValue,
                                  message: finding.message, suggestion: finding.suggestion)
            if let index = first[key] {
                merged[index].related.append("\(path):\(finding.line):\(finding.column)")
                merged[index].related += finding.related
                places[index, default: []].append((finding.line, finding.column))
            } else {
                first[key] = merged.count
                merged.append(finding)
            }
        }
        for (index, more) in places {
            let line = merged[index].line
            if more.allSatisfy({ $0.line == line }) {
                let listed = more.map { String($0.column) }.joined(separator: ", ")
                merged[index].message += more.count == 1 ? "; the same holds for the use at column \(listed) of this line"
                    : "; the same holds for the uses at columns \(listed) of this line"
            } else {
                let listed = more.map { "line \($0.line), column \($0.column)" }.joined(separator: "; ")
                merged[index].message += "; the same holds for the use\(more.count == 1 ? "" : "s") in the same parentheses at \(listed)"
            }
        }
        return merged
    }
}

/// What makes two findings of one line, or of one call, say the same thing: `place` is the line of
/// the use, or of the call whose arguments hold it.
private struct SameLineKey: Hashable {
    var place: Int, rule: String, severity: String, message: String, suggestion: String
}
