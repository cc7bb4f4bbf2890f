import RuleLanguage

/// What a person must do about a finding, for a migration plan: the kind of work, not the edit.
public enum FindingNeed: String, Sendable, Equatable, CaseIterable {
    /// Read the value where the view is laid out in its window: the code runs too early (or too late).
    case moveToLayout = "move-to-layout"
    /// Hand the size, scale or screen in from a caller that has a view: no container is in reach.
    case parameter
    /// Decide what the code means: a contrast, a fallback, a device check, a window's geometry.
    case decision
    /// Edit by hand what screenmod would not: availability, a guard, a thread, old spellings.
    case handEdit = "hand-edit"
    /// Test code: give the fixture the size it means, or leave tests out.
    case tests
    /// Preview and playground code: nothing the app runs, so nothing the migration must change.
    case samples

    /// The cause of every finding in test code, Swift's (the `test-code` rule's id) and Objective-C's:
    /// what `--exclude-tests` leaves out.
    public static let testCodeCause = "test-code"

    /// How a plan names the work.
    public var title: String {
        switch self {
        case .moveToLayout: return "code moved to where the view is laid out"
        case .parameter: return "a value passed in from a view"
        case .decision: return "a decision about what the code means"
        case .handEdit: return "an edit by hand"
        case .tests: return "test fixtures"
        case .samples: return "previews and playgrounds"
        }
    }

    /// The work a missing proof of a rewrite leaves.
    init(missing kind: ProofKind, code: String) {
        switch kind {
        case .moment: self = ["external", "callback", "none"].contains(code) ? .parameter : .moveToLayout
        case .container: self = .parameter
        case .role: self = .decision
        case .edit: self = .handEdit
        }
    }

    /// The work a report rule's finding asks for, from what its conditions test: a role is a
    /// decision, a moment or an early context is code to move, a missing container or a static
    /// context a value to pass in.
    init(reporting rule: Rule) {
        let conditions = rule.conditions.filter { !$0.negated }
        func tests(_ subject: ConditionSubject, _ values: Set<String> = []) -> Bool {
            conditions.contains { condition in
                guard condition.subject == subject else { return false }
                guard !values.isEmpty, case .values(let listed) = condition.test else { return values.isEmpty }
                return !values.isDisjoint(with: listed)
            }
        }
        if tests(.use, [Self.testCodeCause]) { self = .tests }
        else if tests(.use, ["sample-code"]) { self = .samples }
        else if tests(.role) { self = .decision }
        else if tests(.context, ["static", "top-level", "default-argument"]) || tests(.type, ["none", "unknown", "plain", "detached-view"]) {
            self = .parameter
        } else if tests(.moment) || tests(.context, ["initializer", "stored-initializer", "lazy-initializer", "nib-property", "super-init-argument"]) {
            self = .moveToLayout
        } else if rule.conditions.isEmpty {
            self = .parameter
        } else {
            self = .decision
        }
    }
}
