import SwiftLexer
import SourceModel

/// Binds the screen of the window scene showing a view with
/// `guard let screen = view.window?.windowScene?.screen else { return }`, inserted on its own
/// line before the statement that reads the screen, so the read stays non-optional and the
/// code says what happens without a window instead of inventing a value.
struct ScreenBinding {
    /// The name the guard binds.
    static let name = "screen"

    let model: SourceModel
    let facts: SiteFacts
    var file: SyntaxFile { model.file }

    /// Where the use's statement runs: its body's braces and how that body returns early.
    struct Body {
        /// Token index of the body's `{`.
        var open: Int
        /// Token index of the body's `}`.
        var close: Int
        /// The statement that leaves the body early: `return` or `return nil`.
        var exit: String
        /// For a closure, the token index of its `in`, if it has one.
        var closureIn: Int?
        /// Whether the body is a closure's.
        var isClosure = false

        /// The token after which the body's statements begin.
        var start: Int { closureIn ?? open }
    }

    /// The name to read and the insertion of the guard, or why the statement cannot take one.
    func resolve(path: String) throws -> (String, Edit) {
        let use = facts.use.first
        let body = try enclosingBody()
        let statements = Statements(model: model)
        let blockOpen = statements.enclosingBlock(of: use, limit: body.open) ?? body.open
        let blockStart = blockOpen == body.open ? body.start : blockOpen
        let starts = statements.starts(after: blockStart, before: model.brackets.match(blockOpen) ?? body.close)
        guard let start = starts.last(where: { $0 <= use }) else { throw notAStatement }
        if blockOpen != body.open, let before = file.previous(before: blockOpen), file.keyword(before, "defer") {
            throw Refusal(message: "the screen is read in a defer block, which cannot return early",
                          suggestion: "bind `guard let screen = …windowScene?.screen else { return }` before the defer, then read screen")
        }
        if starts.contains(where: { file.keyword($0, "case") || file.keyword($0, "default") }) {
            throw Refusal(message: "the screen is read inside a switch case, where a guard cannot be inserted safely",
                          suggestion: "bind `guard let screen = …windowScene?.screen else { return }` before the switch, then read screen")
        }
        // The closure's own shape comes first: it decides whether any guard could go in.
        if body.isClosure {
            try checkClosureStaysVoid(body, statements: statements)
        }
        guard let (lineStart, indent) = statements.indentation(of: start) else { throw notAStatement }
        try checkNameIsFree(body)
        let text = indent + "guard let \(Self.name) = \(path) else { \(body.exit) }" + statements.lineEnding(before: start)
        let offset = file.tokens[lineStart].offset
        return (Self.name, Edit.at(offset..<offset, text, in: file.source))
    }

    var notAStatement: Refusal {
        Refusal(message: "the screen is read in a statement that shares its line with other code",
                suggestion: "put the statement on its own line, then run screenmod again")
    }

    /// The innermost function or closure body around the use that can return early with a
    /// bare `return` (a Void function or closure) or `return nil` (an optional result).
    func enclosingBody() throws -> Body {
        for scope in facts.context.chain.reversed() {
            switch model.scopes[scope].kind {
            case .closure(let closure):
                guard !closure.isImmediatelyCalled else { break }
                return Body(open: closure.braces.lowerBound, close: closure.braces.upperBound, exit: "return",
                            closureIn: closure.inIndex, isClosure: true)
            case .function(let function):
                guard function.kind == .function, let body = function.body else { break }
                guard let exit = exitStatement(function, body: body) else {
                    throw Refusal(message: "\(function.name)(…) returns a value, so `guard … else { return }` cannot be added",
                                  suggestion: "bind the screen with guard let in a caller that can return early, and pass it in")
                }
                return Body(open: body.lowerBound, close: body.upperBound, exit: exit)
            case .property(let property):
                // A local `let x = UIScreen.main…` is a statement of its body; go on outwards.
                if let parent = model.scopes[scope].parent, model.scopes[parent].typeDeclaration == nil,
                   parent != 0, property.initializer?.contains(facts.use.first) == true {
                    continue
                }
            default:
                break
            }
            throw Refusal(message: "a property's value cannot return early, so the screen cannot be bound with guard let here",
                          suggestion: "read the screen in a method with `guard let screen = …windowScene?.screen else { return }` and use it there")
        }
        throw Refusal(message: "there is no method body here to bind the screen in", suggestion: "")
    }

    /// `return` for a function without a result, `return nil` for an optional one, nil otherwise.
    func exitStatement(_ function: FunctionDeclaration, body: ClosedRange<Int>) -> String? {
        guard function.returnsValue, let result = function.returnType else { return "return" }
        return result.hasSuffix("?") ? "return nil" : nil
    }

    /// `screen` must not already mean something in the body: the guard would shadow it.
    func checkNameIsFree(_ body: Body) throws {
        let taken = (body.open...body.close).contains { file.tokens[$0].kind == .identifier && file.text($0) == Self.name }
            || model.isShadowed(Self.name, at: facts.use.first)
        if taken {
            throw Refusal(message: "`\(Self.name)` is already a name in this code, so the guard cannot bind it",
                          suggestion: "bind the window scene's screen under another name with guard let and read it")
        }
    }

    /// A closure keeps its type when a guard is added only if it returns nothing: no `->` in its
    /// signature, no `return value`, and no single expression whose value it returns.
    func checkClosureStaysVoid(_ body: Body, statements: Statements) throws {
        let refusal = Refusal(message: "the closure may return a value, so `guard … else { return }` cannot be added",
                              suggestion: "bind the screen with guard let outside the closure, or read it in a method")
        if let inIndex = body.closureIn, (body.open..<inIndex).contains(where: { file.token($0, is: "->") }) {
            throw refusal
        }
        var i = body.start + 1
        while i < body.close {
            if let partner = model.brackets.match(i), partner > i, file.punctuation(i, "{") { i = partner + 1; continue }
            if file.keyword(i, "return"), let next = file.next(after: i), !file.newlineBetween(i, next),
               !file.punctuation(next, "}"), !file.punctuation(next, ";") {
                throw refusal
            }
            i += 1
        }
        let topLevel = statements.starts(after: body.start, before: body.close)
        if topLevel.count == 1, let only = topLevel.first,
           !statements.assigns(from: only, through: body.close - 1) {
            throw refusal
        }
    }

    /// Keeps the first `guard let screen` of each block: every later read in the block is in its
    /// scope. Guards apart from each other by an `#if` branch are all kept.
    static func mergeGuards(_ edits: [Edit], model: SourceModel) -> [Edit] {
        let prefix = "guard let \(name) = "
        let isGuard = { (edit: Edit) in edit.range.isEmpty && edit.replacement.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(prefix) }
        let guards = edits.filter(isGuard).sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard guards.count > 1 else { return edits }
        let statements = Statements(model: model)
        var kept: [Int: Edit] = [:]
        var dropped: [Edit] = []
        for edit in guards {
            let token = model.file.tokenIndex(at: edit.range.lowerBound)
            let block = statements.enclosingBlock(of: token, limit: 0) ?? -1
            if let first = kept[block], first.replacement == edit.replacement,
               !model.file.hasDirective(between: first.range.lowerBound, and: edit.range.lowerBound) {
                if first.range != edit.range { dropped.append(edit) }
                continue
            }
            kept[block] = edit
        }
        return edits.filter { edit in !dropped.contains(edit) }
    }
}

extension SyntaxFile {
    /// Whether a compiler directive (`#if`, `#else`, `#endif` …) starts between two byte offsets.
    func hasDirective(between start: Int, and end: Int) -> Bool {
        let first = tokenIndex(at: start)
        return tokens[first...].prefix { $0.offset < end }.contains { $0.kind == .directive }
    }
}
