extension SyntaxFile {
    /// The name token a `let` or `var` in `statement` binds, where the keyword (after any
    /// modifiers) comes before `index`: `isWide` in `let isWide = …`, `width` in `private var width: …`.
    public func boundName(in statement: ClosedRange<Int>, before index: Int) -> Int? {
        var cursor = statement.lowerBound
        while cursor < index, !(keyword(cursor, "let") || keyword(cursor, "var")) { cursor += 1 }
        guard cursor < index, let name = next(after: cursor), tokens[name].kind == .identifier, name < index else { return nil }
        return name
    }

    /// The index of the token that starts at or covers byte `offset`.
    public func tokenIndex(at offset: Int) -> Int {
        max(tokens.partitionPoint { $0.offset > offset } - 1, 0)
    }

    /// The 0-based line of the token at `index` and the indices of the tokens that start on it,
    /// found by two binary searches, so asking for every use on a long line costs no walk.
    public func line(of index: Int) -> (number: Int, tokens: Range<Int>) {
        let starts = source.lineStarts
        let offset = tokens[index].offset
        let line = max(starts.partitionPoint { $0 > offset } - 1, 0)
        let first = tokens.partitionPoint { $0.offset >= starts[line] }
        let end = line + 1 < starts.count ? tokens.partitionPoint { $0.offset >= starts[line + 1] } : tokens.count
        return (line, first..<end)
    }

    /// The identifier tokens spelled as one of `names`, in file order. The bytes are searched
    /// for each name and each hit is looked up among the tokens, rather than every token compared:
    /// only a hit that is a whole identifier token counts (not one in a comment, a string or a
    /// longer name).
    public func identifierTokens(spelled names: some Collection<String>) -> [Int] {
        let bytes = source.bytes
        var found: [Int] = []
        for name in names {
            let word = Array(name.utf8)
            for offset in ByteScan.occurrences(of: word, in: bytes) {
                let index = tokenIndex(at: offset)
                let token = tokens[index]
                if token.offset == offset, token.length == word.count, token.kind == .identifier { found.append(index) }
            }
        }
        return found.sorted()
    }

    /// Whether the file has an `import` of `module`.
    public func imports(_ module: String) -> Bool {
        identifierTokens(spelled: [module]).contains { index in
            previous(before: index).map { keyword($0, "import") } ?? false
        }
    }
}
