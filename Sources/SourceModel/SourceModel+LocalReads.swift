extension SourceModel {
    /// The reads of the local a `let` or `var` binds to the value starting at `valueStart`
    /// (`let size: CGRect = UIScreen.main.bounds` for the token `UIScreen`): every whole-word
    /// spelling of its name after the value's start in the block that holds the binding, but a
    /// member of something else (`.width` in `UIScreen.main.bounds.width` itself), a superset
    /// (a shadowing local's spellings count too), so that a check that every read is of one
    /// kind errs toward no. Nil where the value is not a local's whole initial value. `spelled`
    /// gives a name's identifier tokens in file order: a caller asking per use passes its file's
    /// index, so that no use searches the whole file again.
    public func readsOfLocal(initializedAt valueStart: Int, spelled: ((String) -> [Int])? = nil) -> [Int]? {
        guard let equals = file.previous(before: valueStart), file.punctuation(equals, "=") else { return nil }
        // `let name =` or `let name: Type =`, on one line.
        var cursor = equals
        var name: Int?
        while let before = file.previous(before: cursor), file.location(before).line == file.location(equals).line {
            if file.keyword(before, "let") || file.keyword(before, "var") {
                name = file.next(after: before)
                break
            }
            cursor = before
        }
        guard let name, file.tokens[name].kind == .identifier,
              let next = file.next(after: name), next == equals || file.punctuation(next, ":") else { return nil }
        // The block the binding is in: the braces around it, or the whole file at the top level.
        let end = enclosingOpener(of: name).flatMap { brackets.match($0) } ?? file.count
        let text = file.text(name)
        return (spelled?(text) ?? file.identifierTokens(spelled: [text])).filter { index in
            index > valueStart && index < end && !(file.previous(before: index).map { file.punctuation($0, ".") } ?? false)
        }
    }
}
