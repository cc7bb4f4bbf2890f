import SwiftLexer

extension StructureParser {
    /// The last token of the expression starting at `start` (an initial value).
    ///
    /// The expression ends before `;`, `,` or a closer, before an observer block, and at a
    /// line break unless the next line continues it (`.member`, a binary operator).
    func expressionEnd(from start: Int) -> Int {
        var last = start
        var i: Int? = start
        while let current = i {
            if current != start {
                if file.punctuation(current, ";") || file.punctuation(current, ",")
                    || file.punctuation(current, "}") || file.punctuation(current, ")")
                    || file.punctuation(current, "]") {
                    break
                }
                if file.newlineBetween(last, current), !file.continuesExpression(last, current) { break }
                if file.punctuation(current, "{"), startsWithObserver(current) { break }
            }
            if let close = brackets.match(current), close > current {
                last = close
            } else if let close = genericArgumentsEnd(from: current) {
                // `CellRegistration<Cell, String> { … }`: the `,` in the arguments ends nothing.
                last = close
            } else {
                last = current
            }
            i = file.next(after: last)
        }
        return last
    }

    /// The `>` that closes the generic arguments opened by a `<` written right after a type's
    /// name (`Registration<Cell, Item>`), or nil when the `<` is a comparison. Only type
    /// spellings may sit between: names, `.`, `,`, `?`, `!`, `&`, `:` and brackets.
    func genericArgumentsEnd(from open: Int) -> Int? {
        guard file.token(open, is: "<"), open > 0, file.tokens[open - 1].kind == .identifier,
              file.text(open - 1).first?.isUppercase == true else { return nil }
        var depth = 0
        var index = open
        while index < file.count, index < open + 64 {
            let token = file.tokens[index]
            switch token.kind {
            case .whitespace, .identifier: break
            case .keyword: guard ["Any", "Self", "some", "any"].contains(file.text(index)) else { return nil }
            case .punctuation: guard [".", ",", ":", "[", "]", "(", ")"].contains(file.text(index)) else { return nil }
            case .operator:
                for character in file.text(index) {
                    switch character {
                    case "<": depth += 1
                    case ">":
                        depth -= 1
                        if depth == 0 { return index }
                    case "?", "!", "&", "-": break
                    default: return nil
                    }
                }
            default: return nil
            }
            index += 1
        }
        return nil
    }

    /// Records where `guard let self` and `if let self` make `self` strong inside closures.
    mutating func markSelfUnwrapping() {
        var code = InnermostCode(scopes)
        var unwrapped: [Int: [ClosedRange<Int>]] = [:]
        var rebound: [Int: [SelfBinding]] = [:]
        for index in file.tokens.indices where file.tokens[index].kind == .keyword {
            let isGuard = file.keyword(index, "guard")
            guard isGuard || file.keyword(index, "if"),
                  let binder = file.next(after: index), file.keyword(binder, "let") || file.keyword(binder, "var"),
                  let name = file.next(after: binder) else { continue }
            let newName = reboundName(name, isGuard: isGuard)
            guard newName != nil || file.keyword(name, "self") || file.token(name, is: "`self`") else { continue }
            guard let closureScope = code.closure(at: index),
                  let body = controlBody(after: index) else { continue }
            let range: ClosedRange<Int>
            if isGuard {
                let blockEnd = enclosingBlockEnd(of: index) ?? body.upperBound
                guard body.upperBound < blockEnd else { continue }
                range = (body.upperBound + 1)...blockEnd
            } else {
                range = body
            }
            if let newName {
                rebound[closureScope, default: []].append(SelfBinding(range: range, name: newName))
            } else {
                unwrapped[closureScope, default: []].append(range)
            }
        }
        // Stored once per closure: rewriting a closure's value for each unwrapping copied its
        // growing lists every time.
        for scope in Set(unwrapped.keys).union(rebound.keys) {
            guard case .closure(var closure) = scopes[scope].kind else { continue }
            closure.selfUnwrapped += unwrapped[scope] ?? []
            closure.selfRebound += rebound[scope] ?? []
            scopes[scope].kind = .closure(closure)
        }
    }

    /// `strongSelf` in `guard let strongSelf = self else` or `if let strongSelf = self {` / `,`:
    /// the whole initializer is `self`, bound to another name.
    func reboundName(_ name: Int, isGuard: Bool) -> String? {
        guard file.tokens[name].kind == .identifier, let equals = file.next(after: name), file.punctuation(equals, "="),
              let value = file.next(after: equals), file.keyword(value, "self"), let after = file.next(after: value),
              isGuard ? file.keyword(after, "else") || file.punctuation(after, ",")
                      : file.punctuation(after, "{") || file.punctuation(after, ",") else { return nil }
        return file.text(name)
    }

    /// The braces of the block that follows a control keyword (`guard … else { }`, `if … { }`).
    func controlBody(after index: Int) -> ClosedRange<Int>? {
        var i = file.next(after: index)
        while let current = i {
            if file.punctuation(current, "{") {
                guard let close = brackets.match(current) else { return nil }
                return current...close
            }
            if file.punctuation(current, "}") || file.punctuation(current, ";") { return nil }
            if let close = brackets.match(current), close > current {
                i = file.next(after: close)
                continue
            }
            i = file.next(after: current)
        }
        return nil
    }

    /// The `}` closing the innermost brace block that contains `index`.
    func enclosingBlockEnd(of index: Int) -> Int? {
        enclosing.brace(before: index).flatMap { brackets.match($0) }
    }
}

extension SyntaxFile {
    /// Whether the token at `next`, on a new line after `last`, continues the expression.
    public func continuesExpression(_ last: Int, _ next: Int) -> Bool {
        if punctuation(next, ".") || punctuation(next, "->") { return true }
        if keyword(next, "as") || keyword(next, "is") { return true }
        if tokens[next].kind == .operator {
            // A binary operator has white space on both sides; `-x` on a new line is a new statement.
            let after = next + 1
            return after < count && tokens[after].kind.isTrivia
        }
        if tokens[next].kind == .attribute { return false }
        if tokens[next].kind == .keyword, Keywords.declarations.contains(next, in: self) { return false }
        // `a +` at a line end continues; a postfix `x!` (no space before it) does not.
        if tokens[last].kind == .operator { return last > 0 && tokens[last - 1].kind.isTrivia }
        return punctuation(last, "=") || punctuation(last, ",") || punctuation(last, ".")
            || punctuation(last, "(") || punctuation(last, "[") || punctuation(last, ":")
            || punctuation(last, "->")
    }
}
