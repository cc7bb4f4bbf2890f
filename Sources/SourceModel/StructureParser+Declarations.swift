import SwiftLexer

extension StructureParser {
    /// Parses `class Name<T>: Base, P where … { … }` and opens its scope.
    mutating func typeDeclaration(_ index: Int, kind: TypeKind) -> Int {
        let declaredModifiers = modifiers
        modifiers = []
        guard var cursor = file.next(after: index), isName(cursor) else { return index + 1 }
        var name = file.text(cursor)
        while let dot = file.next(after: cursor), file.punctuation(dot, "."),
              let part = file.next(after: dot), isName(part) {
            name += "." + file.text(part)
            cursor = part
        }
        var generics: String?
        var next = file.next(after: cursor)
        if let open = next, isAngleOpen(open) {
            let close = angleEnd(open)
            generics = open < close ? file.compactText(from: open + 1, through: close - 1) : nil
            next = file.next(after: close)
        }
        var inherited: [String] = []
        var requirements: [String] = []
        if let colon = next, file.punctuation(colon, ":") {
            let (items, stop) = commaList(after: colon, stopAtWhere: true)
            inherited = items.flatMap(Self.compositionParts).map(Self.baseName)
            next = stop
        }
        if let whereIndex = next, file.keyword(whereIndex, "where") {
            let (items, stop) = commaList(after: whereIndex, stopAtWhere: false)
            requirements = items
            next = stop
        }
        var body: ClosedRange<Int>?
        if let brace = next, file.punctuation(brace, "{") {
            body = brace...(brackets.match(brace) ?? file.count - 1)
            blockBraces.insert(brace)
        }
        let outer = open.compactMap { scopes[$0].typeDeclaration?.name }
        let declaration = TypeDeclaration(
            kind: kind, name: name, genericParameters: generics, inherited: inherited,
            requirements: requirements, modifiers: declaredModifiers, keywordIndex: index,
            body: body, outerTypes: outer)
        push(.type(declaration), index...(body?.upperBound ?? cursor))
        return (body?.lowerBound ?? cursor) + 1
    }

    /// Parses a func, init, deinit or subscript header and opens its scope.
    mutating func functionDeclaration(_ index: Int) -> Int {
        let declaredModifiers = modifiers
        modifiers = []
        let keyword = file.text(index)
        let kind = FunctionKind(rawValue: keyword) ?? .function
        var name = keyword
        var cursor = index
        if kind == .function {
            guard let nameIndex = file.next(after: index) else { return index + 1 }
            name = file.text(nameIndex)
            cursor = nameIndex
        }
        // `init?`, `init!`, and generic parameter clauses.
        if let mark = file.next(after: cursor), file.tokens[mark].kind == .operator,
           file.token(mark, is: "?") || file.token(mark, is: "!") {
            cursor = mark
        }
        if let open = file.next(after: cursor), isAngleOpen(open) { cursor = angleEnd(open) }
        var parameters: [Parameter] = []
        if let paren = file.next(after: cursor), file.punctuation(paren, "("), let close = brackets.match(paren) {
            parameters = parseParameters(paren, close, unlabelledByDefault: kind == .subscript)
            cursor = close
        }
        let body = findBody(after: cursor)
        if let body { blockBraces.insert(body.lowerBound) }
        let declaration = FunctionDeclaration(
            kind: kind, name: name, parameters: parameters, modifiers: declaredModifiers,
            keywordIndex: index, body: body, returnType: returnType(after: cursor, before: body?.lowerBound))
        let scope = push(.function(declaration), index...(body?.upperBound ?? cursor))
        for parameter in parameters where parameter.name != "_" {
            locals.append(LocalBinding(name: parameter.name, index: index, scope: scope))
        }
        if body == nil { open.removeLast() }
        return cursor + 1
    }

    /// The result type between a signature's `->` and its body or `where` clause.
    func returnType(after cursor: Int, before end: Int?) -> String? {
        let limit = end ?? file.count
        var i = file.next(after: cursor)
        while let current = i, current < limit {
            if file.punctuation(current, "{") || file.punctuation(current, "}") { return nil }
            guard file.punctuation(current, "->") else {
                i = file.next(after: current)
                continue
            }
            var last = current
            var j = file.next(after: current)
            while let next = j, next < limit, !file.keyword(next, "where"), !file.punctuation(next, "{"),
                  !file.punctuation(next, "}"), file.tokens[next].kind != .attribute,
                  !(file.tokens[next].kind == .keyword && Keywords.declarations.contains(next, in: file)) {
                last = brackets.match(next).map { max($0, next) } ?? next
                j = file.next(after: last)
            }
            return last > current ? file.compactText(from: current + 1, through: last) : nil
        }
        return nil
    }

    /// Splits a parenthesised parameter clause into labels, names and types.
    func parseParameters(_ open: Int, _ close: Int, unlabelledByDefault: Bool) -> [Parameter] {
        var result: [Parameter] = []
        for (start, end) in topLevelItems(open + 1, close - 1) {
            var names: [Int] = []
            var i: Int? = file.significant(atOrAfter: start)
            while let current = i, current <= end, !file.punctuation(current, ":") {
                if file.tokens[current].kind == .identifier || file.tokens[current].kind == .keyword {
                    names.append(current)
                }
                i = file.next(after: current)
            }
            guard let colon = i, colon <= end, let first = names.first else { continue }
            let defaultStart = defaultValueStart(colon, end)
            let typeEnd = defaultStart.map { file.previous(before: $0) ?? end } ?? end
            let type = colon < typeEnd ? file.compactText(from: colon + 1, through: typeEnd) : ""
            let firstText = file.text(first)
            let name = names.count > 1 ? file.text(names[names.count - 1]) : firstText
            let label = names.count > 1 ? firstText : (unlabelledByDefault ? "_" : firstText)
            result.append(Parameter(label: label, name: name, type: type, hasDefault: defaultStart != nil))
        }
        return result
    }

    /// The `=` of a parameter's default value, if any, between `from` and `to`.
    func defaultValueStart(_ from: Int, _ to: Int) -> Int? {
        var i = from
        while i <= to {
            if file.punctuation(i, "=") { return i }
            if let close = brackets.match(i), close > i { i = close }
            i += 1
        }
        return nil
    }

    /// The body braces after a function signature, or nil when the signature ends first.
    func findBody(after index: Int) -> ClosedRange<Int>? {
        var i = file.next(after: index)
        while let current = i {
            let token = file.tokens[current]
            if file.punctuation(current, "{") {
                return current...(brackets.match(current) ?? file.count - 1)
            }
            if file.punctuation(current, "(") || file.punctuation(current, "[") {
                guard let close = brackets.match(current) else { return nil }
                i = file.next(after: close)
                continue
            }
            if file.punctuation(current, "}") || file.punctuation(current, ";") || token.kind == .attribute {
                return nil
            }
            if token.kind == .keyword, Keywords.declarations.contains(current, in: file) { return nil }
            if token.kind == .directive, file.isConditionalDirective(current) { return nil }
            if token.kind == .identifier, Keywords.modifiers.contains(current, in: file),
               startsDeclaration(after: current) { return nil }
            i = file.next(after: current)
        }
        return nil
    }

    /// Whether the token at `index` can be a declared name.
    func isName(_ index: Int) -> Bool {
        let kind = file.tokens[index].kind
        return kind == .identifier || (kind == .keyword && file.token(index, is: "Self"))
    }

    /// Whether the token at `index` is an operator beginning with `<`.
    func isAngleOpen(_ index: Int) -> Bool {
        file.tokens[index].kind == .operator && file.source.bytes[file.tokens[index].offset] == UInt8(ascii: "<")
    }

    /// The token index where the angle-bracket clause opened at `index` closes.
    func angleEnd(_ index: Int) -> Int {
        var depth = 0
        var i = index
        while i < file.count {
            let token = file.tokens[i]
            if token.kind == .operator {
                for byte in file.source.bytes[token.range] {
                    if byte == UInt8(ascii: "<") { depth += 1 }
                    if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return i }
            } else if file.punctuation(i, "{") || file.punctuation(i, "}") || file.punctuation(i, ";") {
                return max(index, i - 1)
            } else if let close = brackets.match(i), close > i {
                i = close
            }
            i += 1
        }
        return file.count - 1
    }

    /// Comma-separated items after `index` up to `{`, `where` (optionally) or the end of the header.
    func commaList(after index: Int, stopAtWhere: Bool) -> (items: [String], stop: Int?) {
        var items: [String] = []
        var start: Int?
        var last = index
        var i = file.next(after: index)
        func flush() {
            if let first = start { items.append(file.compactText(from: first, through: last)) }
            start = nil
        }
        while let current = i {
            if file.punctuation(current, "{") || (stopAtWhere && file.keyword(current, "where"))
                || file.punctuation(current, "}") || file.punctuation(current, ";") {
                flush()
                return (items, current)
            }
            var end = current
            if file.punctuation(current, ",") {
                flush()
            } else {
                if start == nil { start = current }
                end = isAngleOpen(current) ? angleEnd(current) : (brackets.match(current).map { max($0, current) } ?? current)
                last = end
            }
            i = file.next(after: end)
        }
        flush()
        return (items, nil)
    }

    /// `(start, end)` token ranges of the comma-separated items between two indices.
    func topLevelItems(_ from: Int, _ to: Int) -> [(Int, Int)] {
        var items: [(Int, Int)] = []
        var start = from
        var i = from
        var angle = 0
        while i <= to {
            if file.tokens[i].kind == .operator {
                for byte in file.source.bytes[file.tokens[i].range] {
                    if byte == UInt8(ascii: "<") { angle += 1 }
                    if byte == UInt8(ascii: ">"), angle > 0 { angle -= 1 }
                }
            } else if file.punctuation(i, ","), angle == 0 {
                items.append((start, i - 1))
                start = i + 1
            } else if let close = brackets.match(i), close > i {
                i = close
            }
            i += 1
        }
        if start <= to { items.append((start, to)) }
        return items
    }

    /// `Base<T>` -> `Base`; `@unchecked Sendable` -> `Sendable`; `UIKit.UIView` stays dotted.
    /// The types a composition joins (`UICollectionViewCell & CellProtocol`), each inherited on
    /// its own; an `&` inside generic arguments (`Box<A & B>`) joins nothing at this level.
    static func compositionParts(_ text: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            if character == "<" { depth += 1 }
            if character == ">" { depth -= 1 }
            if character == "&", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
    }

    static func baseName(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        while let first = words.first, first.hasPrefix("@") || first == "any" || first == "some" {
            words.removeFirst()
        }
        let joined = words.joined(separator: " ")
        if let angle = joined.firstIndex(of: "<") { return String(joined[..<angle]) }
        return joined
    }
}
