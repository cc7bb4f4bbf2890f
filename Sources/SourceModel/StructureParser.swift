import SwiftLexer

/// One forward pass over the tokens that opens a scope for every declaration and closure.
///
/// Iterative with an explicit stack of open scopes, so deeply nested input cannot overflow.
struct StructureParser {
    let file: SyntaxFile
    let brackets: Brackets
    /// What encloses each token, for the questions that used to walk backward.
    let enclosing: EnclosingBrackets
    var scopes: [Scope]
    var locals: [LocalBinding] = []
    /// Open scopes, innermost last.
    var open: [Int] = [0]
    /// Scopes created ahead of the pass (the later bindings of `var a = 1, b = 2`), opened when
    /// the pass reaches them: by first token, then in the order they were created. A heap, as
    /// one `var` with N bindings schedules N of them.
    var pending = MinHeap<PendingScope>()
    /// `{` tokens that open bodies, accessor blocks or control-flow blocks, not closures.
    var blockBraces: Set<Int> = []
    /// Attributes and modifiers seen since the last token that was neither.
    var modifiers: [String] = []

    init(file: SyntaxFile, brackets: Brackets) {
        self.file = file
        self.brackets = brackets
        self.enclosing = EnclosingBrackets(file, brackets)
        let last = max(file.count - 1, 0)
        self.scopes = [Scope(kind: .file, range: 0...last, parent: nil)]
    }

    mutating func run() {
        // The tokens never change during the pass: one reference, not one per access.
        let tokens = file.tokens
        var index = 0
        while index < tokens.count {
            // Trivia are skipped before the open scopes are brought up to date: nothing reads
            // them there, closing scopes later pops the same ones, and a scheduled scope always
            // starts at a significant token.
            if tokens[index].kind.isTrivia {
                index += 1
                continue
            }
            while open.count > 1, scopes[open[open.count - 1]].range.upperBound < index {
                open.removeLast()
            }
            while let next = pending.first, next.start <= index {
                pending.removeFirst()
                if scopes[next.scope].range.upperBound >= index { open.append(next.scope) }
            }
            index = max(step(index), index + 1)
        }
    }

    /// Handles the significant token at `index`; returns where to continue.
    mutating func step(_ index: Int) -> Int {
        let token = file.tokens[index]
        switch token.kind {
        case .directive:
            modifiers = []
            return directive(index)
        case .attribute:
            return attribute(index)
        case .identifier:
            if Keywords.modifiers.contains(index, in: file), startsDeclaration(after: index) {
                modifiers.append(file.text(index))
                return index + 1
            }
            if file.identifier(index, "actor"), let name = file.next(after: index),
               file.tokens[name].kind == .identifier, !isMemberAccess(index) {
                return typeDeclaration(index, kind: .actor)
            }
            modifiers = []
            return index + 1
        case .keyword:
            return keyword(index)
        case .punctuation:
            if file.punctuation(index, "{"), !blockBraces.contains(index) {
                modifiers = []
                return closure(index)
            }
            modifiers = []
            return index + 1
        default:
            modifiers = []
            return index + 1
        }
    }

    mutating func keyword(_ index: Int) -> Int {
        let text = file.text(index)
        if Keywords.modifiers.contains(index, in: file), startsDeclaration(after: index) {
            modifiers.append(text) // `static`, `private`, `public` are reserved words
            return index + 1
        }
        switch text {
        case "class" where startsDeclaration(after: index):
            modifiers.append(text)
            return index + 1
        case "class": return typeDeclaration(index, kind: .class)
        case "struct": return typeDeclaration(index, kind: .struct)
        case "enum": return typeDeclaration(index, kind: .enum)
        case "protocol": return typeDeclaration(index, kind: .protocol)
        case "extension": return typeDeclaration(index, kind: .extension)
        case "func", "init", "deinit", "subscript":
            if isMemberAccess(index) { break }
            return functionDeclaration(index)
        case "var", "let":
            return variable(index)
        case "if", "guard", "while", "for", "switch", "catch":
            if text == "while", isRepeatWhile(index) { break }
            // `publisher(for: name)`, `.for`: an argument label or a member, not a statement.
            if let next = file.next(after: index), file.punctuation(next, ":") { break }
            if isMemberAccess(index) { break }
            if text == "for" { recordLoopLocals(after: index) }
            markControlBody(after: index)
        case "else", "do", "repeat", "defer":
            if let next = file.next(after: index), file.punctuation(next, "{") { blockBraces.insert(next) }
        default: break
        }
        modifiers = []
        return index + 1
    }

    mutating func attribute(_ index: Int) -> Int {
        var end = index
        if index + 1 < file.count, file.punctuation(index + 1, "("), let close = brackets.match(index + 1) {
            end = close
        }
        modifiers.append(file.compactText(from: index, through: end))
        return end + 1
    }

    mutating func directive(_ index: Int) -> Int {
        if file.isConditionalDirective(index) { return endOfLine(index) }
        // A freestanding macro with a body, e.g. `#Preview("Name") { … }`.
        guard var next = file.next(after: index) else { return index + 1 }
        if file.punctuation(next, "("), let close = brackets.match(next), let after = file.next(after: close) {
            next = after
        }
        guard file.punctuation(next, "{"), let close = brackets.match(next) else { return index + 1 }
        blockBraces.insert(next)
        push(.macro(file.text(index)), index...close)
        return next + 1
    }

    /// Opens a scope as a child of the innermost open scope.
    @discardableResult
    mutating func push(_ kind: ScopeKind, _ range: ClosedRange<Int>) -> Int {
        scopes.append(Scope(kind: kind, range: range, parent: open[open.count - 1]))
        open.append(scopes.count - 1)
        return scopes.count - 1
    }

    /// Creates a scope that starts later in the file as a child of `parent`; the pass opens it
    /// when it gets there, so what lies in between does not end up inside it.
    mutating func schedule(_ kind: ScopeKind, _ range: ClosedRange<Int>, parent: Int) -> Int {
        scopes.append(Scope(kind: kind, range: range, parent: parent))
        let scope = scopes.count - 1
        pending.insert(PendingScope(start: range.lowerBound, scope: scope))
        return scope
    }

    /// Index of the first token on the next line after `index`.
    func endOfLine(_ index: Int) -> Int {
        var i = index + 1
        while i < file.count, file.tokens[i].kind != .newline { i += 1 }
        return i
    }

    /// Whether the token before `index` is a `.` (so `init` or `func` is a member reference).
    func isMemberAccess(_ index: Int) -> Bool {
        guard let previous = file.previous(before: index) else { return false }
        return file.punctuation(previous, ".")
    }

    /// Whether the tokens after `index` continue a declaration's modifiers or keyword.
    func startsDeclaration(after index: Int) -> Bool {
        guard let next = file.next(after: index) else { return false }
        let token = file.tokens[next]
        if token.kind == .attribute { return true }
        // `override public func`: a reserved modifier after a contextual one still leads to the keyword.
        if token.kind == .keyword {
            return Keywords.declarations.contains(next, in: file)
                || (Keywords.modifiers.contains(next, in: file) && startsDeclaration(after: next))
        }
        if token.kind == .identifier {
            if file.identifier(next, "actor") { return true }
            if Keywords.modifiers.contains(next, in: file) { return startsDeclaration(after: next) }
        }
        return false
    }

    /// `while` that closes a `repeat { … } while …` loop has no body of its own.
    func isRepeatWhile(_ index: Int) -> Bool {
        guard let previous = file.previous(before: index), file.punctuation(previous, "}"),
              let open = brackets.match(previous), let before = file.previous(before: open) else { return false }
        return file.keyword(before, "repeat")
    }

    /// Marks the first `{` after a control-flow keyword (skipping groups) as a block.
    mutating func markControlBody(after index: Int) {
        var i = file.next(after: index)
        while let current = i {
            if file.punctuation(current, "{") {
                blockBraces.insert(current)
                return
            }
            if file.punctuation(current, "}") || file.punctuation(current, ";") { return }
            if file.punctuation(current, "(") || file.punctuation(current, "[") {
                guard let close = brackets.match(current) else { return }
                i = file.next(after: close)
                continue
            }
            i = file.next(after: current)
        }
    }
}

/// A scheduled scope; scopes are numbered in the order they are created, so ordering by
/// (start, scope) opens same-start scopes in creation order.
struct PendingScope: Comparable {
    /// Its first token.
    var start: Int
    /// Its index in `scopes`.
    var scope: Int

    static func < (a: PendingScope, b: PendingScope) -> Bool {
        (a.start, a.scope) < (b.start, b.scope)
    }
}

/// Word lists the structure pass needs.
enum Keywords {
    /// Contextual and reserved words that may precede a declaration keyword.
    static let modifiers = WordSet([
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final",
        "override", "required", "convenience", "mutating", "nonmutating", "lazy", "weak",
        "unowned", "dynamic", "optional", "indirect", "nonisolated", "isolated", "distributed",
        "prefix", "postfix", "infix", "consuming", "borrowing", "__consuming",
    ])
    /// Keywords that start a declaration.
    static let declarations = WordSet([
        "class", "struct", "enum", "protocol", "extension", "func", "init", "deinit",
        "subscript", "var", "let", "typealias", "associatedtype", "import", "operator",
        "precedencegroup", "case",
    ])
}
