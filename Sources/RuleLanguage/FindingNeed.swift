/// What a person must do about a finding, for a migration plan: the kind of work, not the edit.
/// A report rule states it with `need:`; otherwise the engine derives it from the rule's
/// conditions or from the proof a rewrite lacks.
public enum FindingNeed: String, Sendable, Equatable, CaseIterable {
    /// Delete code nothing in the project reaches (an uncalled method, an unread value) before
    /// migrating it: the cheapest change, and one that leaves less to migrate.
    case deletion
    /// Read the value where the view is laid out in its window: the code runs too early (or too late).
    case moveToLayout = "move-to-layout"
    /// Hand the size, scale or screen in from a caller that has a view: no container is in reach.
    case parameter
    /// Decide what the code means: a contrast, a fallback, a device check, a window's geometry.
    case decision
    /// Edit by hand what screenmod would not: availability, a guard, a thread, old spellings.
    case handEdit = "hand-edit"
    /// Code copied from another project (a vendored folder, a copied library): update or replace
    /// that library, or exclude it, rather than edit the copy.
    case copiedCode = "copied-code"
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
        case .deletion: return "deleting code nothing uses"
        case .moveToLayout: return "code moved to where the view is laid out"
        case .parameter: return "a value passed in from a view"
        case .decision: return "a decision about what the code means"
        case .handEdit: return "an edit by hand"
        case .copiedCode: return "the copied library updated, replaced or excluded"
        case .tests: return "test fixtures"
        case .samples: return "previews and playgrounds"
        }
    }

    /// The values `need:` accepts, as a rule file spells them.
    public static var spelled: String { allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ") }
}
