import RuleLanguage

/// The four counts a rewrite is proven on, in the order `explain` shows them.
public enum ProofKind: String, CaseIterable, Sendable {
    /// Every way into the use runs while the view is in a window (or the framework hands the container in).
    case moment
    /// The replacement is the view the value sizes content in.
    case container
    /// The value only sizes content (or scales it), nothing the screen means as such.
    case role
    /// The edit changes that value and nothing else, and compiles at the deployment target.
    case edit
}

/// A proof a rewrite lacks: which count, a code that groups findings of one cause
/// (`view-did-load`, `optional`, `skips-statements`), what is missing here and what to write.
struct MissingProof: Error, Equatable, Sendable {
    var kind: ProofKind
    /// A short code for the cause, e.g. `will-appear`, `window-geometry`, `needs-ios-13`.
    var code: String
    /// What is missing, true at this line.
    var message: String
    /// What a person should do.
    var suggestion: String
    /// Whether the rewrite, rendered anyway, is what to write once the missing fact holds (a
    /// moment not proven) rather than a wrong value (a contrast, a window's frame): only then
    /// does the finding offer it as a suggested fix.
    var allowsSuggestion: Bool
    /// What a person should do where the finding carries no suggested fix, when `suggestion`
    /// points at one.
    var suggestionWithoutFix: String?
    /// The work the finding asks first: what the missing count leaves, or deleting the code where
    /// nothing reaches it.
    var need: FindingNeed

    init(_ kind: ProofKind, _ code: String, message: String, suggestion: String, allowsSuggestion: Bool = false,
         suggestionWithoutFix: String? = nil) {
        self.kind = kind
        self.code = code
        self.message = message
        self.suggestion = suggestion
        self.allowsSuggestion = allowsSuggestion
        self.suggestionWithoutFix = suggestionWithoutFix
        need = FindingNeed(missing: kind, code: code)
    }

    /// Whether it is the role proof, missing because the value decides something rather than
    /// sizes content (a device check, a contrast, a fallback): then no container or moment would
    /// make the edit right, and what to decide comes first.
    var namesDecision: Bool { kind == .role && Self.decisions.contains(code) }

    private static let decisions: Set<String> = Set([
        Role.deviceModel, .deviceSize, .guessedScale, .notchCheck, .deviceSide, .fractionThreshold, .contrast, .orientation, .identity, .fallback, .choosesText, .decidesOther, .panelPixels,
    ].map(\.rawValue))

    /// `moment:view-did-load`: how plans and JSON group findings by cause.
    var cause: String { "\(kind.rawValue):\(code)" }
}

extension ProofLine {
    /// The line `explain` prints for a missing proof: what is missing and what to do.
    static func missing(_ proof: MissingProof) -> ProofLine {
        ProofLine(kind: proof.kind, holds: false, text: proof.message, suggestion: proof.suggestion)
    }
}
