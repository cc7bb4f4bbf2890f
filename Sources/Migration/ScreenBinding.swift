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
        // The body's blocks, statements and names are found once and shared by its other uses.
        let statements = facts.rewriteScopes.body(open: body.open, close: body.close, start: body.start)
        let blockOpen = statements.enclosingBlock(of: use) ?? body.open
        let blockStart = blockOpen == body.open ? body.start : blockOpen
        let block = statements.block(after: blockStart, before: model.brackets.match(blockOpen) ?? body.close)
        guard let start = block.statement(holding: use) else { throw notAStatement }
        if blockOpen != body.open, let before = file.previous(before: blockOpen), file.keyword(before, "defer") {
            throw MissingProof(.edit, "guard-placement", message: "the screen is read in a defer block, which cannot return early",
                          suggestion: "bind `guard let screen = …windowScene?.screen else { return }` before the defer, then read screen")
        }
        if block.hasCaseLabel {
            throw MissingProof(.edit, "guard-placement", message: "the screen is read inside a switch case, where a guard cannot be inserted safely",
                          suggestion: "bind `guard let screen = …windowScene?.screen else { return }` before the switch, then read screen")
        }
        // The closure's own shape comes first: it decides whether any guard could go in.
        if body.isClosure, statements.closureMayReturnValue(closureIn: body.closureIn) {
            throw MissingProof(.edit, "guard-placement", message: "the closure may return a value, so `guard … else { return }` cannot be added",
                          suggestion: "bind the screen with guard let outside the closure, or read it in a method")
        }
        guard let (lineStart, indent) = statements.statements.indentation(of: start) else { throw notAStatement }
        try checkNothingSkipped(block, from: start, end: model.brackets.match(blockOpen) ?? body.close, exit: body.exit)
        try checkNameIsFree(statements)
        let text = indent + "guard let \(Self.name) = \(path) else { \(body.exit) }" + statements.statements.lineEnding(before: start)
        let offset = file.tokens[lineStart].offset
        return (Self.name, Edit.at(offset..<offset, text, in: file.source))
    }

    /// The guard returns early when the view has no window: every statement after it in the block
    /// must read the screen, or a local an earlier one of them bound from it, or the guard skips
    /// other work (an image request, a layer's frame). Code in another branch of an `#if` the
    /// guard sits in never runs with it; code after its `#endif` does.
    func checkNothingSkipped(_ block: BlockStatements, from start: Int, end: Int, exit: String) throws {
        let following = Array(block.starts[block.starts.partitionPoint { $0 >= start }...])
        // Each use's guard reads the statements after it: a bound keeps a body of thousands of
        // uses linear, and a guard over that many statements is no edit to propose anyway.
        guard following.count <= Self.checkedStatements else {
            throw MissingProof(.edit, "skips-statements",
                               message: "`guard let screen = … else { \(exit) }` here would stand before \(following.count) "
                                   + "statements; screenmod proves a guard skips nothing over at most \(Self.checkedStatements)",
                               suggestion: "bind the screen with `if let screen = …windowScene?.screen { … }` around "
                                   + "only the statements that use it")
        }
        var bound: Set<String> = []
        var otherBranch = false, depth = 0
        for (position, first) in following.enumerated() {
            if file.tokens[first].kind == .directive {
                let directive = file.text(first)
                if directive == "#if" { depth += 1 }
                if directive == "#endif" { if depth == 0 { otherBranch = false } else { depth -= 1 } }
                if depth == 0, directive == "#else" || directive == "#elseif" { otherBranch = true }
                continue
            }
            if otherBranch || depth > 0 { continue }
            let last = position + 1 < following.count ? following[position + 1] : end
            let tokens = first..<last
            let reads = tokens.contains { index in
                file.tokens[index].kind == .identifier
                    && (file.identifier(index, "UIScreen") || bound.contains(file.text(index)))
            }
            guard reads else {
                let line = file.location(first).line
                throw MissingProof(.edit, "skips-statements",
                                   message: "`guard let screen = … else { \(exit) }` here would also skip the statement at "
                                       + "line \(line), which does not use the screen, whenever the view has no window",
                                   suggestion: "bind the screen with `if let screen = …windowScene?.screen { … }` around "
                                       + "only the statements that use it")
            }
            if file.keyword(first, "let") || file.keyword(first, "var"), let name = file.next(after: first),
               file.tokens[name].kind == .identifier {
                bound.insert(file.text(name))
            }
        }
    }

    /// The most statements after a guard that the proof reads.
    static let checkedStatements = 256

    var notAStatement: MissingProof {
        MissingProof(.edit, "guard-placement", message: "the screen is read in a statement that shares its line with other code",
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
                    throw MissingProof(.edit, "guard-placement", message: "\(function.name)(…) returns a value, so `guard … else { return }` cannot be added",
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
            throw MissingProof(.edit, "guard-placement", message: "a property's value cannot return early, so the screen cannot be bound with guard let here",
                          suggestion: "read the screen in a method with `guard let screen = …windowScene?.screen else { return }` and use it there")
        }
        throw MissingProof(.edit, "guard-placement", message: "there is no method body here to bind the screen in", suggestion: "")
    }

    /// `return` for a function without a result, `return nil` for an optional one, nil otherwise.
    func exitStatement(_ function: FunctionDeclaration, body: ClosedRange<Int>) -> String? {
        guard function.returnsValue, let result = function.returnType else { return "return" }
        return result.hasSuffix("?") ? "return nil" : nil
    }

    /// `screen` must not already mean something in the body: the guard would shadow it.
    func checkNameIsFree(_ body: BodyStatements) throws {
        if SiteFacts.boundName(model: model, before: facts.use.first) == Self.name {
            throw MissingProof(.edit, "screen-alias", message: "this statement names the main screen `\(Self.name)`, and what the code reads "
                               + "through that name (a size, the scale or the screen itself) decides the replacement, which screenmod does not follow",
                               suggestion: "where the code reads sizes or the scale through it, read view.bounds or "
                               + "traitCollection.displayScale instead; where it needs the screen itself, write "
                               + "`guard let \(Self.name) = view.window?.windowScene?.screen else { return }` after the view is in a window")
        }
        if body.spellsBindingName || model.isShadowed(Self.name, at: facts.use.first) {
            throw MissingProof(.edit, "guard-placement", message: "`\(Self.name)` is already a name in this code, so the guard cannot bind it",
                          suggestion: "bind the window scene's screen under another name with guard let and read it")
        }
    }

    /// A closure keeps its type when a guard is added only if it returns nothing: no `->` in its
    /// signature, no `return value`, and no single expression whose value it returns.
    static func closureMayReturnValue(_ body: BodyStatements, closureIn: Int?) -> Bool {
        let statements = body.statements, file = statements.file, brackets = statements.model.brackets
        if let closureIn, (body.open..<closureIn).contains(where: { file.token($0, is: "->") }) {
            return true
        }
        var i = body.start + 1
        while i < body.close {
            if let partner = brackets.match(i), partner > i, file.punctuation(i, "{") { i = partner + 1; continue }
            if file.keyword(i, "return"), let next = file.next(after: i), !file.newlineBetween(i, next),
               !file.punctuation(next, "}"), !file.punctuation(next, ";") {
                return true
            }
            i += 1
        }
        let topLevel = body.block(after: body.start, before: body.close).starts
        if topLevel.count == 1, let only = topLevel.first, !statements.assigns(from: only, through: body.close - 1) {
            return true
        }
        return false
    }

    /// Keeps the first `guard let screen` of each block: every later read in the block is in its
    /// scope. Guards apart from each other by an `#if` branch are all kept.
    static func mergeGuards(_ edits: [Edit], model: SourceModel) -> [Edit] {
        let prefix = "guard let \(name) = "
        let isGuard = { (edit: Edit) in edit.range.isEmpty && edit.replacement.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(prefix) }
        let guards = edits.filter(isGuard).sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard guards.count > 1 else { return edits }
        // The blocks and directives of the whole file, found once: walking back to each guard's
        // block and on to the block's first guard made a block with many guards quadratic.
        let blocks = Statements(model: model).enclosingBlocks(in: 0..<model.file.count)
        let directives = model.file.directiveTokens
        var kept: [Int: Edit] = [:]
        var dropped: Set<Edit> = []
        for edit in guards {
            let token = model.file.tokenIndex(at: edit.range.lowerBound)
            let block = token < blocks.count ? Int(blocks[token]) : -1
            if let first = kept[block], first.replacement == edit.replacement,
               !model.file.hasDirective(among: directives, between: first.range.lowerBound, and: edit.range.lowerBound) {
                if first.range != edit.range { dropped.insert(edit) }
                continue
            }
            kept[block] = edit
        }
        return edits.filter { edit in !dropped.contains(edit) }
    }
}

extension SyntaxFile {
    /// The indices of the compiler directive tokens (`#if`, `#else`, `#endif` …), in order.
    var directiveTokens: [Int] {
        tokens.indices.filter { tokens[$0].kind == .directive }
    }

    /// Whether one of `directives` (this file's `directiveTokens`) starts between two byte offsets.
    func hasDirective(among directives: [Int], between start: Int, and end: Int) -> Bool {
        let first = tokenIndex(at: start)
        // The first directive at or after the token at `start` is the earliest that can qualify.
        let next = directives.partitionPoint { $0 >= first }
        return next < directives.count && tokens[directives[next]].offset < end
    }
}
