import SourceModel

/// The screen helpers nothing in the project spells outside its own declaration, by the
/// `path:line` of their read of the screen: those whose finding may say that no call was
/// found and lead with deleting them.
///
/// Proof, not an absence of matches: every file of the project is read for the name. The files
/// already lexed count a spelling that is not the name a declaration introduces; the others
/// count any whole word, comments and look-alike locals included, so a miss costs the advice,
/// never its truth. A static member of a project type can be called as `.name` in a file that
/// never names its type, like any other spelling, so it is searched the same way.
///
/// A static member of a namespace nothing names outside its own body (`UnnamedTypes`: `enum
/// Screen` with no `Screen.` anywhere else) is unreachable too, however often the type's own
/// members spell it.
struct UncalledHelpers: Sendable {
    /// The helpers' locations, each with the type nobody names that makes it unreachable, or
    /// nil where the helper's own name is spelled nowhere else.
    let locations: [String: String?]

    init(helpers: [String: [ScreenHelper]], calls: HelperCalls, seeds: [SourceModel], others: [ProjectFile], unnamed: UnnamedTypes) {
        let names = Set(helpers.keys)
        guard !names.isEmpty else { locations = [:]; return }
        var found: [String: String?] = [:]
        for helper in helpers.values.joined() where helper.placement == .staticMember && unnamed.names.contains(helper.owner) {
            found[helper.location] = .some(TypeIndex.lastComponent(helper.owner))
        }
        // Spelled in a lexed file other than as the name a declaration introduces; `calls` finds
        // the spellings in one pass over a file's tokens, however many helpers there are.
        let spelled = concurrentMap(seeds) { model -> Set<String> in
            let file = model.file
            return Set(calls.spellings(in: file).map(\.index).filter { !Self.isDeclared(at: $0, in: file) }.map(file.text))
        }.reduce(into: Set<String>()) { $0.formUnion($1) }
        // Only the names no lexed file spells are searched for in the rest: few, and rarely any.
        let unspelled = names.subtracting(spelled)
        let mentioned = UnnamedTypes.mentioned(unspelled, in: others)
        for helper in unspelled.subtracting(mentioned).flatMap({ helpers[$0] ?? [] }) { found[helper.location] = .some(nil) }
        locations = found
    }

    /// `var name`, `let name`, `func name`, `case name`: the token introduces the name.
    static func isDeclared(at index: Int, in file: SyntaxFile) -> Bool {
        guard let before = file.previous(before: index) else { return false }
        return file.keyword(before, "var") || file.keyword(before, "let") || file.keyword(before, "func")
            || file.keyword(before, "case")
    }
}
