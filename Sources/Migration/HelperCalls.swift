import SourceModel

/// The project's screen helpers grouped by name once, so that each file's search for their
/// calls costs one pass over its tokens, whatever the number of helpers or of files.
struct HelperCalls: Sendable {
    /// The candidates of each helper name.
    private let byName: [String: CallCandidates]
    /// The byte lengths of the names: most identifiers are ruled out without making a `String`.
    private let lengths: Set<Int>

    /// Groups `helpers` (by member name) once for the whole project.
    init(_ helpers: [String: [ScreenHelper]]) {
        byName = helpers.mapValues(CallCandidates.init)
        lengths = Set(helpers.keys.map(\.utf8.count))
    }

    /// Whether there are no helpers to look for.
    var isEmpty: Bool { byName.isEmpty }

    /// Up to this many names, searching the bytes for each name beats reading every token.
    static let namesSearchedByBytes = 64

    /// The identifier tokens of `file` that spell a helper's name, in file order, with that
    /// name's candidates.
    func spellings(in file: SyntaxFile) -> [(index: Int, candidates: CallCandidates)] {
        // One byte search per name was quadratic with thousands of helpers; past a few names,
        // one walk over the tokens with a dictionary look-up for each identifier is linear.
        let indices: [Int]
        if byName.count <= Self.namesSearchedByBytes {
            indices = file.identifierTokens(spelled: byName.keys)
        } else {
            indices = file.tokens.indices.filter {
                file.tokens[$0].kind == .identifier && lengths.contains(file.tokens[$0].length)
            }
        }
        return indices.compactMap { index in byName[file.text(index)].map { (index, $0) } }
    }
}

/// The helpers of one name, grouped once per project so that each identifier costs a
/// dictionary look-up instead of a search through every helper of that name.
struct CallCandidates: Sendable {
    /// The first global helper.
    let firstGlobal: ScreenHelper?
    /// The first helper that is not global.
    let firstMember: ScreenHelper?
    /// The non-global helpers of each owner's last name component, in order: nested types of
    /// several parents share one (`PollCell.Layout`, `FeedCell.Layout`).
    let membersByOwner: [String: [ScreenHelper]]
    /// The first static helper that is a member of an extension: the one an implicit member
    /// (`.hairline`) can name, as an instance property cannot be written that way.
    let firstStaticExtensionMember: ScreenHelper?

    init(_ helpers: [ScreenHelper]) {
        firstGlobal = helpers.first { $0.placement == .global }
        let members = helpers.filter { $0.placement != .global }
        firstMember = members.first
        membersByOwner = Dictionary(grouping: members) { TypeIndex.lastComponent($0.owner) }
        firstStaticExtensionMember = members.first { $0.placement == .extensionMember && $0.isStatic }
    }
}

/// Which files outside the seeds may call a helper on a type other than UIScreen (see
/// `MigrationProject.callSite`): calls of a UIScreen helper spell `UIScreen.name`, so they sit in
/// files already lexed.
struct HelperCallSearch: Sendable {
    /// The names of helpers that are global or members of extensions (`screenWidth()`,
    /// `.hairline`), and those of static members of project types with their owners: a call
    /// spells `Metrics.screenWidth`, so a file must have both.
    private let search: QualifiedNameSearch

    init(_ helpers: [String: [ScreenHelper]]) {
        var names: Set<String> = [], members: Set<String> = [], owners: Set<String> = [], owned: Set<String> = []
        for (name, found) in helpers where found.contains(where: { TypeIndex.lastComponent($0.owner) != "UIScreen" }) {
            if found.allSatisfy({ $0.placement == .staticMember }) {
                owners.formUnion(found.map { TypeIndex.lastComponent($0.owner) })
                owned.insert(name)
                continue
            }
            names.insert(name)
            // Only a global helper is called without a `.` before its name.
            if found.allSatisfy({ $0.placement != .global }) { members.insert(name) }
        }
        search = QualifiedNameSearch(names: names, members: members, owners: owners, ownedMembers: owned)
    }

    /// Whether there is nothing to search for.
    var isEmpty: Bool { search.isEmpty }

    /// Whether `bytes` may hold a call of a helper.
    func matches(_ bytes: FileBytes) -> Bool {
        search.matches(bytes)
    }
}
