import SwiftLexer
import SourceModel
import RuleLanguage

/// Appends a rule's body modifiers (`.onGeometryChange(…)`) to the view the enclosing SwiftUI
/// type's `body` returns: after its one view expression, or after the view of each branch of
/// an `if … else` that is the body's one view. Every use in the view asks for the same edits,
/// which the engine then makes once.
struct BodyModifierAttachment {
    let model: SourceModel
    let facts: SiteFacts
    var file: SyntaxFile { model.file }

    /// Where one view of the body ends, and the statement and block it belongs to.
    struct Root {
        var start: Int
        var end: Int
        var open: Int
    }

    /// The edits that append the rule's body modifiers for `match`, each on a line of its own.
    func edits(_ rule: Rule, pattern: Int, match: Match, member: String?) throws -> [Edit] {
        let modifiers = Self.rendered(rule.bodyModifiers(forPattern: pattern), match: match, member: member)
        try checkCapturesStandAlone(rule.bodyModifiers(forPattern: pattern), match: match)
        let (typeScope, open, close) = try body()
        try checkOtherUses(rule, modifiers: modifiers, member: member, in: model.scopes[typeScope].range)
        let statements = Statements(model: model)
        return try roots(open: open, close: close, statements).map { root in
            insertion(modifiers, at: root, statements)
        }
    }

    static func rendered(_ templates: [Template], match: Match, member: String?) -> [String] {
        templates.map { $0.render(capture: { match.captures[$0] ?? "" }, placeholder: { _ in member ?? "" }) }
    }

    /// The type's scope and the braces of its `body` (a computed property, or a ViewModifier's function).
    func body() throws -> (typeScope: Int, open: Int, close: Int) {
        guard let type = facts.context.type,
              let typeScope = facts.context.chain.last(where: { model.scopes[$0].typeDeclaration?.keywordIndex == type.keywordIndex })
        else { throw noBody }
        for child in model.childScopes(of: typeScope) {
            let scope = model.scopes[child]
            if let property = scope.propertyDeclaration, property.names == ["body"], !property.isStatic,
               property.initializer == nil, let braces = property.accessors,
               let first = file.next(after: braces.lowerBound), !file.identifier(first, "get"), !file.keyword(first, "get") {
                return (typeScope, braces.lowerBound, braces.upperBound)
            }
            if let function = scope.functionDeclaration, function.name == "body", let braces = function.body,
               file.punctuation(braces.lowerBound, "{") {
                return (typeScope, braces.lowerBound, braces.upperBound)
            }
        }
        throw noBody
    }

    var noBody: MissingProof {
        MissingProof(.edit, "body-shape", message: "this view's declaration has no `body` getter to attach onGeometryChange to",
                suggestion: "move the decision into the view whose body shows it, then run screenmod again")
    }

    var notOneView: MissingProof {
        MissingProof(.edit, "body-shape", message: "the view's body is not one view (or an if-else of views) to attach onGeometryChange to",
                suggestion: "wrap what the body shows in one container view, then run screenmod again")
    }

    /// The views the block between `open` and `close` ends in: its last statement after any
    /// `let`/`var` declarations, looking into each branch of an `if … else`.
    func roots(open: Int, close: Int, _ statements: Statements) throws -> [Root] {
        let starts = statements.starts(after: open, before: close)
        guard let last = starts.last, file.tokens[last].kind != .directive,
              starts.dropLast().allSatisfy({ file.keyword($0, "let") || file.keyword($0, "var") }) else { throw notOneView }
        var start = last
        if file.keyword(start, "return") {
            guard let next = file.next(after: start), next < close else { throw notOneView }
            start = next
        }
        if file.keyword(start, "if") { return try branches(of: start, close: close, statements) }
        guard file.tokens[start].kind != .keyword || file.keyword(start, "Self"),
              let end = file.previous(before: close), end >= start else { throw notOneView }
        return [Root(start: last, end: end, open: open)]
    }

    /// The views of every branch of the `if` at `keyword`; an `if` without `else` shows
    /// nothing to measure when its condition is false.
    func branches(of keyword: Int, close: Int, _ statements: Statements) throws -> [Root] {
        var index = keyword
        while let next = file.next(after: index), next < close, !file.punctuation(next, "{") {
            index = next
            if let partner = model.brackets.match(index), partner > index { index = partner }
        }
        guard let thenOpen = file.next(after: index), file.punctuation(thenOpen, "{"),
              let thenClose = model.brackets.match(thenOpen), let elseKeyword = file.next(after: thenClose),
              file.keyword(elseKeyword, "else"), let after = file.next(after: elseKeyword) else {
            throw MissingProof(.edit, "body-shape", message: "the body's `if` has no `else`, so when it is false no view is there to measure",
                          suggestion: "add an `else` branch with a view (EmptyView() takes no space), then run screenmod again")
        }
        let thenRoots = try roots(open: thenOpen, close: thenClose, statements)
        if file.keyword(after, "if") { return try thenRoots + branches(of: after, close: close, statements) }
        guard file.punctuation(after, "{"), let elseClose = model.brackets.match(after),
              file.next(after: elseClose) == close else { throw notOneView }
        return try thenRoots + roots(open: after, close: elseClose, statements)
    }

    /// The edit after `root`: each modifier on its own line, indented like the view's last
    /// modifier line (`.padding()`), like the statement when that ends a block (`}`), one level
    /// deeper when the statement is one line; on the same line when the statement shares its
    /// line with the block's `{`.
    func insertion(_ modifiers: [String], at root: Root, _ statements: Statements) -> Edit {
        let offset = file.tokens[root.end].end
        var text = modifiers.joined()
        let lineStart = firstOnLine(of: root.end, notBefore: root.start)
        let indented = file.punctuation(lineStart, ".") ? lineStart : root.start
        if file.newlineBetween(root.open, root.start), let (_, indent) = statements.indentation(of: indented) {
            let newline = statements.lineEnding(before: root.start)
            let deeper = !file.newlineBetween(root.start, root.end) ? indent + (indent.hasPrefix("\t") ? "\t" : "    ") : indent
            text = modifiers.map { newline + deeper + $0 }.joined()
        }
        return Edit.at(offset..<offset, text, in: file.source)
    }

    /// The first token of the line that holds `index`, a bracket counting from its opening partner.
    func firstOnLine(of index: Int, notBefore start: Int) -> Int {
        var current = index
        while true {
            if let open = model.brackets.match(current), open < current { current = open }
            guard let previous = file.previous(before: current), previous >= start,
                  !file.newlineBetween(previous, current) else { return current }
            current = previous
        }
    }

    /// A capture copied into a body modifier is read at the end of `body`, inside a `@Sendable`
    /// closure: a local or an instance member is not in reach there, a number or a type's constant is.
    func checkCapturesStandAlone(_ templates: [Template], match: Match) throws {
        for name in Set(templates.flatMap(\.captureNames)) {
            guard let range = match.captureRanges[name] else { continue }
            var first = file.tokenIndex(at: range.lowerBound)
            if file.tokens[first].kind == .operator, let next = file.next(after: first) { first = next }
            let text = file.text(first)
            let standsAlone = file.tokens[first].kind == .number || file.keyword(first, "Self")
                || (file.tokens[first].kind == .identifier && text.first?.isUppercase == true)
            if !standsAlone {
                throw MissingProof(.edit, "body-shape", message: "`\(match.captures[name] ?? text)` is a local or a member, which the modifier at the end of body cannot read",
                              suggestion: "write the threshold as a number or a static constant (Layout.wideWidth), then run screenmod again")
            }
        }
    }

    /// Every use in the type that the rule would attach modifiers for must attach the same
    /// ones: one property cannot hold two different decisions.
    func checkOtherUses(_ rule: Rule, modifiers: [String], member: String?, in range: ClosedRange<Int>) throws {
        let matcher = PatternMatcher(model: model)
        for other in facts.rewriteScopes.uses(in: range) where other.first != facts.use.first {
            for (index, pattern) in rule.patterns.enumerated() where !rule.bodyModifiers(forPattern: index).isEmpty {
                guard let match = matcher.match(pattern, at: other) else { continue }
                if Self.rendered(rule.bodyModifiers(forPattern: index), match: match, member: member) != modifiers {
                    let line = file.location(other.first).line
                    throw MissingProof(.edit, "body-shape", message: "line \(line) of this view decides from a different width, and one `\(member ?? "")` cannot hold both",
                                  suggestion: "decide from one width per view, or split the view, then run screenmod again")
                }
                break
            }
        }
    }
}
