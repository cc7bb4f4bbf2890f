/// A move a report rule offers as a suggested fix where the engine proves it keeps the code's
/// meaning: `suggest-move: viewDidLayoutSubviews`.
public enum SuggestedMove: String, CaseIterable, Sendable {
    /// Moves `name.frame = …` assignments that read only the screen's size out of `viewDidLoad()`
    /// into `viewDidLayoutSubviews()`, reading `view.bounds` there.
    case viewDidLayoutSubviews

    /// The values `suggest-move:` accepts, as a rule file spells them.
    public static var spelled: String { allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ") }
}
