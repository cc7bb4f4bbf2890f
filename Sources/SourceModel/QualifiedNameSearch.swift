/// A search for names a file may spell on their own, and for member names that count only in a
/// file that also spells one of their owners' names (`Metrics.screenWidth`,
/// `UIApplication.shared.windows`). An owner is usually the rarer word, so a member's name,
/// often a common one (`windows`), is searched for only in the files that have an owner.
public struct QualifiedNameSearch: Sendable {
    private let direct: WordSearch
    private let owners: WordSearch
    private let ownedMembers: WordSearch

    /// `names` anywhere (those also in `members` only after a `.`), or one of `owners` together
    /// with one of `ownedMembers` after a `.`.
    public init(names: Set<String>, members: Set<String> = [], owners: Set<String> = [], ownedMembers: Set<String> = []) {
        func bytes(_ words: Set<String>) -> [[UInt8]] { words.sorted().map { Array($0.utf8) } }
        direct = WordSearch(bytes(names), members: Set(bytes(members)))
        self.owners = WordSearch(bytes(owners))
        self.ownedMembers = WordSearch(bytes(ownedMembers), members: Set(bytes(ownedMembers)))
    }

    /// Whether nothing is searched for.
    public var isEmpty: Bool { direct.isEmpty && (owners.isEmpty || ownedMembers.isEmpty) }

    /// Whether `bytes` may hold a spelling of a name: a name of its own, or an owner and a member.
    public func matches(_ bytes: FileBytes) -> Bool {
        if direct.matches(bytes) { return true }
        guard !owners.isEmpty, !ownedMembers.isEmpty else { return false }
        return owners.matches(bytes) && ownedMembers.matches(bytes)
    }
}
