import SwiftLexer

extension StructureParser {
    /// Handles `var`/`let`: a property or local declaration, or a binding in a condition.
    mutating func variable(_ index: Int) -> Int {
        let declaredModifiers = modifiers
        modifiers = []
        if isPatternBinding(index) {
            recordPatternLocals(after: index)
            return index + 1
        }
        var cursor = index
        var resume = index + 1
        var first = true
        let enclosing = open[open.count - 1]
        // One scope per binding: `var a = 1, b = 2` declares two sibling properties. The pass
        // resumes inside the first, so the later ones open only when it reaches them.
        while let nameIndex = file.next(after: cursor) {
            var names: [(String, Int)] = []
            var afterName = nameIndex
            if file.punctuation(nameIndex, "("), let close = brackets.match(nameIndex) {
                for i in nameIndex..<close where file.tokens[i].kind == .identifier {
                    names.append((file.text(i), i))
                }
                afterName = close
            } else if file.tokens[nameIndex].kind == .identifier {
                names.append((file.text(nameIndex), nameIndex))
            } else {
                break
            }
            let binding = propertyBinding(keyword: index, afterName: afterName, names: names.map(\.0),
                                          modifiers: declaredModifiers)
            let end = binding.end
            let range = (first ? index : nameIndex)...max(end, afterName)
            let scope = first ? push(.property(binding.declaration), range)
                : schedule(.property(binding.declaration), range, parent: enclosing)
            if isLocalScope(scopes[scope].parent) {
                for (name, at) in names { locals.append(LocalBinding(name: name, index: at, scope: scopes[scope].parent ?? 0)) }
            }
            if first { resume = binding.typeEnd + 1 }
            first = false
            guard let comma = file.next(after: end), file.punctuation(comma, ",") else { break }
            cursor = comma
        }
        return resume
    }

    /// The declaration for one binding, and the last token index it covers.
    mutating func propertyBinding(keyword: Int, afterName: Int, names: [String],
                                  modifiers: [String]) -> (declaration: PropertyDeclaration, end: Int, typeEnd: Int) {
        var type: String?
        var cursor = afterName
        if let colon = file.next(after: afterName), file.punctuation(colon, ":") {
            let typeEnd = typeAnnotationEnd(after: colon)
            type = file.compactText(from: colon + 1, through: typeEnd)
            cursor = typeEnd
        }
        let typeEnd = cursor
        var initializer: ClosedRange<Int>?
        if let equals = file.next(after: cursor), file.punctuation(equals, "="), let start = file.next(after: equals) {
            let end = expressionEnd(from: start)
            initializer = start...end
            cursor = end
        }
        var accessors: ClosedRange<Int>?
        var observersOnly = false
        if let brace = file.next(after: cursor), file.punctuation(brace, "{"),
           !(initializer != nil && !startsWithObserver(brace)) {
            let close = brackets.match(brace) ?? file.count - 1
            accessors = brace...close
            blockBraces.insert(brace)
            observersOnly = markAccessorBlocks(brace, close)
            cursor = close
        }
        let declaration = PropertyDeclaration(
            names: names, isLet: file.keyword(keyword, "let"), modifiers: modifiers, type: type,
            keywordIndex: keyword, initializer: initializer, accessors: accessors,
            hasObserversOnly: observersOnly)
        return (declaration, cursor, typeEnd)
    }

    /// Whether the innermost open scope at `parent` is code (function, closure, local property).
    func isLocalScope(_ parent: Int?) -> Bool {
        guard let parent else { return false }
        switch scopes[parent].kind {
        case .file, .type: return false
        default: return true
        }
    }

    /// `if let x`, `guard var y`, `case let .a(z)`, `for var i in`, `(let a, let b)`.
    func isPatternBinding(_ index: Int) -> Bool {
        guard let previous = file.previous(before: index) else { return false }
        if file.punctuation(previous, ",") || file.punctuation(previous, "(") { return true }
        guard file.tokens[previous].kind == .keyword else { return false }
        return ["if", "guard", "while", "case", "for", "catch"].contains(file.text(previous))
    }

    /// Records the names a `for` loop binds (`for view in`, `for (i, view) in`, `for case let x? in`)
    /// in the scope around the loop: a rewrite that writes `view` inside must see it is taken.
    /// The binding counts to the end of that scope, past the loop: a name only looks taken longer.
    mutating func recordLoopLocals(after index: Int) {
        guard let scope = open.last, isLocalScope(scope) else { return }
        var i = file.next(after: index)
        while let current = i, !file.keyword(current, "in"), !file.punctuation(current, "{") {
            if file.tokens[current].kind == .identifier,
               !(file.previous(before: current).map { file.punctuation($0, ".") } ?? false) {
                locals.append(LocalBinding(name: file.text(current), index: current, scope: scope))
            }
            i = file.next(after: current)
        }
    }

    /// Records the names a pattern binding introduces, up to `=`, `in`, `{` or the line end.
    mutating func recordPatternLocals(after index: Int) {
        let scope = open[open.count - 1]
        var i = file.next(after: index)
        while let current = i, !file.punctuation(current, "="), !file.keyword(current, "in"),
              !file.punctuation(current, "{"), !file.punctuation(current, ","), !file.punctuation(current, ":") {
            if file.tokens[current].kind == .identifier || file.keyword(current, "self") {
                locals.append(LocalBinding(name: file.text(current), index: current, scope: scope))
            }
            if file.newlineBetween(current, file.next(after: current) ?? current) { break }
            i = file.next(after: current)
        }
    }

    /// The last token of a type annotation that starts after `colon`.
    func typeAnnotationEnd(after colon: Int) -> Int {
        var last = colon
        var i = file.next(after: colon)
        while let current = i {
            if file.punctuation(current, "=") || file.punctuation(current, "{") || file.punctuation(current, ",")
                || file.punctuation(current, ";") || file.punctuation(current, "}") || file.punctuation(current, ")") {
                break
            }
            if last != colon, file.newlineBetween(last, current), !continuesType(last, current) { break }
            if isAngleOpen(current) {
                last = angleEnd(current)
            } else if let close = brackets.match(current), close > current {
                last = close
            } else {
                last = current
            }
            i = file.next(after: last)
        }
        return last
    }

    /// Whether a type annotation continues on the next line (`->`, `.`, `&`, `?`).
    func continuesType(_ last: Int, _ next: Int) -> Bool {
        file.punctuation(next, "->") || file.punctuation(next, ".") || file.punctuation(last, "->")
            || file.token(next, is: "&") || file.token(last, is: "&")
    }

    /// Whether the block at `brace` begins with `willSet` or `didSet`.
    func startsWithObserver(_ brace: Int) -> Bool {
        guard let first = file.next(after: brace) else { return false }
        return file.identifier(first, "willSet") || file.identifier(first, "didSet")
    }

    /// Marks `get { }`, `set(v) { }`, `willSet { }`, `didSet { }` blocks inside an accessor
    /// block; returns whether it holds observers only.
    mutating func markAccessorBlocks(_ open: Int, _ close: Int) -> Bool {
        var sawObserver = false
        var sawAccessor = false
        var i = file.next(after: open)
        while let current = i, current < close {
            let text = file.tokens[current].kind == .identifier ? file.text(current) : ""
            if ["get", "set", "willSet", "didSet", "_read", "_modify"].contains(text) {
                if text == "willSet" || text == "didSet" { sawObserver = true } else { sawAccessor = true }
                var next = file.next(after: current)
                if let paren = next, file.punctuation(paren, "("), let end = brackets.match(paren) {
                    next = file.next(after: end)
                }
                while let word = next, file.tokens[word].kind == .identifier || file.tokens[word].kind == .keyword,
                      !file.punctuation(word, "{") {
                    next = file.next(after: word) // `get async throws {`
                }
                if let brace = next, file.punctuation(brace, "{"), let end = brackets.match(brace) {
                    blockBraces.insert(brace)
                    i = file.next(after: end)
                    continue
                }
            } else if !Keywords.modifiers.contains(text), file.tokens[current].kind != .attribute,
                      !sawAccessor, !sawObserver {
                // A computed property's body: no accessor keywords at the top.
                return false
            }
            i = file.next(after: current)
        }
        return sawObserver && !sawAccessor
    }
}
