import SourceModel
import RuleLanguage

/// Whether a file's bytes may hold a use of the engine's anchors, asked of every file before
/// anything is lexed.
///
/// `UIScreen` and the names that member anchors end with (`.userInterfaceIdiom`) are searched
/// for at once. An anchor spelled from a type (`UIApplication.shared.windows`) needs its type's
/// name in the file, so its last name (`windows`, a word many files use) is searched for only
/// in files with that type's name: with one search for every word, each file paid a pass for
/// `windows` and another for `orientation`.
struct AnchorGlance: Sendable {
    /// `UIScreen` and the last names of member anchors.
    private let direct: WordSearch
    /// The first names of the anchors spelled from a type, and their last names.
    private let types: WordSearch?
    private let typeMembers: WordSearch?

    init(_ anchors: [Anchor]) {
        let others = anchors.filter { !$0.isMainScreen }
        let members = Set(others.filter(\.isMember).map { Array($0.word.utf8) })
        direct = WordSearch([Array("UIScreen".utf8)] + members.sorted { $0.lexicographicallyPrecedes($1) }, members: members)
        let typed = others.filter { !$0.isMember }
        let typeNames = Set(typed.compactMap { $0.path.first.map { Array($0.utf8) } })
        let lastNames = Set(typed.map { Array($0.word.utf8) })
        types = typeNames.isEmpty ? nil : WordSearch(typeNames.sorted { $0.lexicographicallyPrecedes($1) })
        typeMembers = lastNames.isEmpty ? nil
            : WordSearch(lastNames.sorted { $0.lexicographicallyPrecedes($1) }, members: lastNames)
    }

    func matches(_ bytes: FileBytes) -> Bool {
        if direct.matches(bytes) { return true }
        guard let types, let typeMembers else { return false }
        return types.matches(bytes) && typeMembers.matches(bytes)
    }
}
