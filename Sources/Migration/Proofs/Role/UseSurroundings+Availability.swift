import SourceModel

extension UseSurroundings {
    /// The `#available` directive whose `else` block holds the use (`if #available(iOS 13, *) {
    /// … } else { UIScreen.main.scale }`), or whose `guard … else` block does: code for systems
    /// older than the version it names, which never runs once the deployment target reaches it.
    /// The block of `if #unavailable(iOS 14) {` is such code too.
    static func olderSystemBranch(of first: Int, in model: SourceModel) -> Int? {
        let file = model.file
        var position = first
        while let brace = model.enclosingBrace(before: position) {
            defer { position = brace }
            if let directive = availabilityDirective(endingBefore: brace, in: model), file.token(directive, is: "#unavailable") {
                return directive
            }
            guard let before = file.previous(before: brace), file.keyword(before, "else") else { continue }
            // `guard #available(…) else {`: the directive is in the conditions before `else`.
            // `if #available(…) { … } else {`: it is before the block that `else` follows.
            var conditionsEnd = before
            if let close = file.previous(before: before), file.punctuation(close, "}"), let open = model.brackets.match(close) {
                conditionsEnd = open
            }
            if let directive = availabilityDirective(endingBefore: conditionsEnd, in: model),
               file.token(directive, is: "#available") { return directive }
        }
        return nil
    }

    /// The `#available` or `#unavailable` in the conditions of the `if` or `guard` whose conditions end before `end`.
    private static func availabilityDirective(endingBefore end: Int, in model: SourceModel) -> Int? {
        let file = model.file
        var position = end
        while let previous = file.previous(before: position) {
            if file.keyword(previous, "if") || file.keyword(previous, "guard") { return nil }
            if file.punctuation(previous, "{") || file.punctuation(previous, "}") || file.punctuation(previous, ";") { return nil }
            if file.token(previous, is: "#available") || file.token(previous, is: "#unavailable") { return previous }
            position = model.brackets.match(previous).map { min($0, previous) } ?? previous
        }
        return nil
    }

    /// The `if` whose block holds the use and whose conditions compare `systemVersion` as less
    /// than a number (`if let version = Double(UIDevice.current.systemVersion), version < 9.0 {`):
    /// a branch for systems older than that version, as an `#available` check's `else` is.
    static func systemVersionBranch(of first: Int, in model: SourceModel) -> (keyword: Int, version: String)? {
        let file = model.file
        var position = first
        while let brace = model.enclosingBrace(before: position) {
            defer { position = brace }
            guard let keyword = ifKeyword(before: brace, in: model) else { continue }
            let conditions = keyword..<brace
            guard conditions.contains(where: { file.identifier($0, "systemVersion") }) else { continue }
            for index in conditions where file.token(index, is: "<") || file.token(index, is: "<=") {
                if let number = file.next(after: index), file.tokens[number].kind == .number { return (keyword, file.text(number)) }
            }
        }
        return nil
    }

    /// The `if` whose conditions end at the block opened by `brace`; nil for any other block.
    private static func ifKeyword(before brace: Int, in model: SourceModel) -> Int? {
        let file = model.file
        var position = brace
        while let previous = file.previous(before: position) {
            if file.keyword(previous, "if") { return previous }
            if file.keyword(previous, "guard") || file.keyword(previous, "else") || file.punctuation(previous, "{")
                || file.punctuation(previous, "}") || file.punctuation(previous, ";") { return nil }
            position = model.brackets.match(previous).map { min($0, previous) } ?? previous
        }
        return nil
    }
}
