/// The statement around a use in Objective-C code, read from the code tokens (comments, literals
/// and `#if 0` blocks are never tokens): what it sets, and whether what it declares is read again.
struct ObjectiveCStatement {
    private let tokens: [ObjectiveCToken]
    private let bytes: [UInt8]
    /// The indices of the tokens spelling each name, in order (`names(in:)`), found once per file.
    private let names: [String: [Int]]
    /// The index of the statement's first token.
    private let start: Int

    /// The indices of the tokens spelling each identifier of a file, in order.
    static func names(in tokens: [ObjectiveCToken], bytes: [UInt8]) -> [String: [Int]] {
        var names: [String: [Int]] = [:]
        for (index, token) in tokens.enumerated() where token.kind == .identifier { names[token.text(in: bytes), default: []].append(index) }
        return names
    }

    /// The statement holding `offset`: from the token after the last `;`, `{` or `}` before it.
    init(at offset: Int, tokens: [ObjectiveCToken], bytes: [UInt8], names: [String: [Int]]) {
        self.tokens = tokens
        self.bytes = bytes
        self.names = names
        var start = tokens.partitionPoint { $0.start >= offset }
        while start > 0, ![";", "{", "}"].contains(tokens[start - 1].text(in: bytes)) { start -= 1 }
        self.start = start
    }

    private func text(at index: Int) -> String? {
        index < tokens.count ? tokens[index].text(in: bytes) : nil
    }

    /// Whether it starts by setting the object's own frame or bounds: `self.frame = …`,
    /// `self.bounds = …`, `[self setFrame:…]`, `[self setBounds:…]`.
    var setsOwnFrame: Bool {
        let head = (start..<(start + 4)).compactMap(text(at:))
        guard head.count == 4 else { return false }
        if head[0] == "self", head[1] == ".", ["frame", "bounds"].contains(head[2]), head[3] == "=" { return true }
        return head[0] == "[" && head[1] == "self" && ["setFrame", "setBounds"].contains(head[2]) && head[3] == ":"
    }

    /// Whether the statement converts a rectangle or point between views (`[view convertRect:… toView:nil]`):
    /// what it makes is a position in another view's or the window's coordinates.
    var convertsCoordinates: Bool {
        var index = start
        var converts = false
        while let word = text(at: index), word != ";" {
            if ["convertRect", "convertPoint"].contains(word), text(at: index + 1) == ":" { converts = true }
            if converts, ["toView", "fromView", "toCoordinateSpace", "fromCoordinateSpace"].contains(word) { return true }
            index += 1
        }
        return false
    }

    /// The local it declares (`CGFloat width = …;`, `CGRect *r = …;`), when nothing in `body` after
    /// the statement reads it but the declarations of other such locals (`CGRect r = …; CGFloat w =
    /// r.size.width;` and `w` never read), up to `depth` declarations on: the value goes nowhere.
    func unreadLocal(in body: Range<Int>, depth: Int = 2) -> String? {
        guard let (name, end) = declaredLocal() else { return nil }
        let spelled = names[name] ?? []
        for index in spelled[spelled.partitionPoint { $0 > end }...] {
            guard tokens[index].start < body.upperBound else { break }
            let reader = ObjectiveCStatement(at: tokens[index].start, tokens: tokens, bytes: bytes, names: names)
            guard depth > 0, reader.start > end, reader.unreadLocal(in: body, depth: depth - 1) != nil else { return nil }
        }
        return name
    }

    /// The name the statement declares and the index of its `;`: a type, an optional `*`, the name, then `=`.
    private func declaredLocal() -> (name: String, end: Int)? {
        var index = start
        guard let type = text(at: index), type.first.map({ $0.isLetter || $0 == "_" }) == true,
              !["return", "self", "if", "for", "while", "switch"].contains(type) else { return nil }
        index += 1
        if text(at: index) == "*" { index += 1 }
        guard let name = text(at: index), name.first.map({ $0.isLetter || $0 == "_" }) == true,
              text(at: index + 1) == "=",
              let end = tokens[index...].firstIndex(where: { $0.text(in: bytes) == ";" }) else { return nil }
        return (name, end)
    }
}
