/// Whether a screen value ends as text: a format call's argument, or a local that only such
/// arguments read (a device description for a log, a server or analytics).
extension ObjectiveCStatement {
    /// The calls that turn their arguments into text.
    static let formatCalls: Set<String> = [
        "stringWithFormat", "stringByAppendingFormat", "initWithFormat", "appendFormat", "localizedStringWithFormat", "NSLog",
    ]

    /// Names a screen description is made of besides the screen's own locals: its reads and C geometry.
    static let screenVocabulary: Set<String> = [
        "UIScreen", "mainScreen", "bounds", "scale", "nativeBounds", "nativeScale", "size", "width", "height",
        "CGRectGetWidth", "CGRectGetHeight", "CGSizeMake", "CGFloat", "CGSize", "CGRect", "NSInteger", "float", "double", "int",
    ]

    /// Whether the screen value at byte `offset` ends as text and nothing else: it is a whole argument
    /// of a format call of the statement (`[NSString stringWithFormat:@"Scale/%0.2f", [[UIScreen mainScreen]
    /// scale]]`), or the statement declares a local from screen values alone that only such arguments
    /// read, through at most `depth` more locals in `body`. A value worked into another
    /// (`width * scale` in an image URL) is a size for something, not a description of the screen.
    func endsInText(from offset: Int, in body: Range<Int>, depth: Int = 2) -> Bool {
        var index = start
        var formats = false
        while let word = text(at: index), word != ";", tokens[index].start < offset {
            formats = formats || Self.formatCalls.contains(word)
            index += 1
        }
        if formats { return isWholeArgument(at: index) }
        guard depth > 0, let (name, end) = declaredLocal() ?? assignedLocal(in: body),
              madeOfScreenValues(through: end, in: body) else { return false }
        let readers = readsUntilAssigned(name, after: end, in: body)
        return !readers.isEmpty && readers.allSatisfy { index in
            ObjectiveCStatement(at: tokens[index].start, tokens: tokens, bytes: bytes, names: names)
                .endsInText(from: tokens[index].start, in: body, depth: depth - 1)
        }
    }

    /// Whether the expression holding token `index` (with the brackets that open before it and the
    /// members read after it) is a whole argument: between `,` `(` `?` or `:` and `,` `)` `]` or `:`.
    private func isWholeArgument(at index: Int) -> Bool {
        let expression = ObjectiveCTokens.expression(at: index, in: tokens, bytes: bytes, floor: start)
        var first = expression.lowerBound
        let last = expression.upperBound
        // A C cast belongs to the argument: `(int)screen.bounds.size.width`.
        if first - 3 > start, text(at: first - 1) == ")", tokens[first - 2].kind == .identifier, text(at: first - 3) == "(" { first -= 3 }
        guard first > start, let before = text(at: first - 1), let after = text(at: last + 1) else { return false }
        return [",", "(", "?", ":"].contains(before) && [",", ")", "]", ":"].contains(after)
    }

    /// Whether every name the statement up to token `end` spells is a screen read, C geometry, or a
    /// local declared in `body` from the screen.
    private func madeOfScreenValues(through end: Int, in body: Range<Int>) -> Bool {
        (start..<end).allSatisfy { index in
            guard tokens[index].kind == .identifier, let word = text(at: index), !Self.screenVocabulary.contains(word) else { return true }
            // The declared type and the local's name (`NSNumber *width = @(…)`).
            if index == start || index == start + 1 || (index == start + 2 && text(at: start + 1) == "*") { return true }
            guard let declaration = names[word]?.first(where: { body.contains(tokens[$0].start) }),
                  text(at: declaration + 1) == "=" else { return false }
            let statement = ObjectiveCStatement(at: tokens[declaration].start, tokens: tokens, bytes: bytes, names: names)
            return (statement.start..<declaration).isEmpty == false
                && (declaration..<tokens.count).prefix { text(at: $0) != ";" }.contains { text(at: $0) == "UIScreen" }
        }
    }

    /// The local a plain assignment sets (`frame = [UIScreen mainScreen].bounds;`), where `body`
    /// declares it before the statement: a local given a new value, not an instance variable.
    func assignedLocal(in body: Range<Int>) -> (name: String, end: Int)? {
        guard let (name, end) = assignedVariable() else { return nil }
        let declared = (names[name] ?? []).contains { index in
            index > 0 && index < start && body.contains(tokens[index].start) && text(at: index - 1) != "return"
                && (tokens[index - 1].kind == .identifier || text(at: index - 1) == "*")
                && [";", "=", ","].contains(text(at: index + 1) ?? "")
        }
        return declared ? (name, end) : nil
    }

    /// The reads of the local `name` after token `end` in `body`, up to the next statement that
    /// assigns it a new value (`frame = self.view.frame;`), which ends what this value reaches.
    func readsUntilAssigned(_ name: String, after end: Int, in body: Range<Int>) -> [Int] {
        Array(reads(of: name, after: end, in: body).prefix { index in
            !(text(at: index + 1) == "=" && text(at: index + 2) != "=" && [";", "{", "}"].contains(text(at: index - 1) ?? ""))
        })
    }
}
