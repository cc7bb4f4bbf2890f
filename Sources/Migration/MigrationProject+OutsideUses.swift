import SourceModel

extension MigrationProject {
    /// Members of geometry values that a view or controller member may share a name with:
    /// `bounds.height` or `size.width` reads a `CGRect`'s or `CGSize`'s member, not a type's own.
    static let valueMembers: Set<String> = [
        "bounds", "frame", "size", "origin", "center", "contentSize", "contentOffset", "contentInset",
        "safeAreaInsets", "layoutMargins", "rect", "point", "insets", "itemSize", "estimatedItemSize",
    ]

    /// Where `names` are used through a receiver other than `self`, in every file of the
    /// project: the lexed files are read token by token; the others are searched for the names
    /// after a `.` first, and only a file with a hit is lexed.
    static func outsideUses(of names: Set<String>, lexed: [SourceModel], project files: [ProjectFile]) -> OutsideUses {
        guard !names.isEmpty else { return OutsideUses() }
        let members = MemberNames(names)
        let spelled = names.sorted().map { Array($0.utf8) }
        let search = WordSearch(spelled, members: Set(spelled))
        let lexedPaths = Set(lexed.map(\.file.path))
        let others = files.filter { !lexedPaths.contains($0.path) }
        let values = valueMembers
        let found = concurrentMap(lexed) { OutsideUses($0.file, names: members, valueMembers: values) }
            + concurrentMap(others) { file in
                guard search.matches(file.bytes) else { return OutsideUses() }
                return OutsideUses(SyntaxFile(path: file.path, source: file.source), names: members, valueMembers: values)
            }
        return OutsideUses(merging: found)
    }
}
