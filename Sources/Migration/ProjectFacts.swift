import SourceModel

/// What the whole project tells each file's analysis: found once per project, then looked up.
public struct ProjectFacts: Sendable {
    /// The names of the project's own `UIScreen` members that read `UIScreen.main` (screen helpers).
    public var screenHelpers: Set<String>
    /// The uses between members of each type, merged over the files the project lexed; nil
    /// for a file analysed on its own, which then uses its own.
    public var callEdges: CallEdges?
    /// Where members that reach a use are used through another receiver, anywhere in the project.
    public var outsideUses: OutsideUses

    /// What the lexed files declare, by type and member name; nil for a file on its own.
    var declaredMembers: [String: [String: DeclaredMember]]?

    /// The facts of a project; by default those of a file on its own.
    public init(screenHelpers: Set<String> = [], callEdges: CallEdges? = nil, outsideUses: OutsideUses = OutsideUses()) {
        self.screenHelpers = screenHelpers
        self.callEdges = callEdges
        self.outsideUses = outsideUses
    }
}
