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
    private let search: QualifiedNameSearch

    init(_ anchors: [Anchor]) {
        let others = anchors.filter { !$0.isMainScreen }
        let members = Set(others.filter(\.isMember).map(\.word))
        let typed = others.filter { !$0.isMember }
        search = QualifiedNameSearch(names: members.union(["UIScreen"]), members: members,
                                     owners: Set(typed.compactMap(\.path.first)), ownedMembers: Set(typed.map(\.word)))
    }

    func matches(_ bytes: FileBytes) -> Bool {
        search.matches(bytes)
    }
}
