extension SyntaxFile {
    /// The index of the token that starts at or covers byte `offset`.
    public func tokenIndex(at offset: Int) -> Int {
        max(tokens.partitionPoint { $0.offset > offset } - 1, 0)
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
}
