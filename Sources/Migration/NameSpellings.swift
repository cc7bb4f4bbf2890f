import SourceModel

/// Which of a set of names a lexed file spells: as an identifier (but where the caller skips a
/// token, such as the declaration that introduces the name), or anywhere in a string
/// (`value(forKey: "width")`, `#selector` strings). The proofs that nothing reads a property or
/// calls a method count every such spelling, so a miss costs advice, never truth. A comment
/// reads nothing: code commented out (`/* func showMenu() { … screen.width … } */`) is no read.
struct NameSpellings {
    private let lookup: MemberNames
    private let search: WordSearch

    init(_ names: Set<String>) {
        lookup = MemberNames(names)
        search = WordSearch(names.sorted().map { Array($0.utf8) })
    }

    /// The names `file` spells, except as the identifier tokens `skipped` returns true for.
    func spelled(in file: SyntaxFile, skipping skipped: (Int) -> Bool) -> Set<String> {
        var found = file.source.bytes.withUnsafeBufferPointer { bytes in
            Set(file.tokens.indices.compactMap { index -> String? in
                guard file.tokens[index].kind == .identifier, let name = lookup.name(bytes, file.tokens[index].range),
                      !skipped(index) else { return nil }
                return name
            })
        }
        let bytes = FileBytes(file.source.bytes)
        for offset in search.occurrences(in: bytes) {
            let kind = file.tokens[file.tokenIndex(at: offset)].kind
            if kind == .string { found.formUnion(WordSearch.words(at: [offset], in: bytes)) }
        }
        return found
    }
}
