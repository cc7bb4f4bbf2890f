import SwiftLexer
import SourceModel
import RuleLanguage

/// Inserts a rule's `prelude:` statement (e.g. `guard let screen = … else { return }`) once
/// per function, before the top-level statement that holds the function's first use.
struct Prelude {
    let model: SourceModel
    let facts: SiteFacts

    /// The insertion edit for `text`, the already rendered prelude statement.
    func insertion(_ text: String, binds name: String?) throws -> Edit {
        let file = model.file
        guard facts.context.closures.isEmpty, let member = facts.context.member,
              let function = model.scopes[member].functionDeclaration, let body = function.body else {
            throw Refusal(message: "the read is not directly in a method, so there is no place for a guard statement",
                          suggestion: "read the screen in the method: `guard let screen = view.window?.windowScene?.screen else { return }`")
        }
        guard !function.returnsValue else {
            throw Refusal(message: "\(function.signature) returns a value, so a `guard … else { return }` would not compile",
                          suggestion: "decide what to return without a window, then bind `guard let screen = view.window?.windowScene?.screen else { return … }`")
        }
        if let name, (body.lowerBound...body.upperBound).contains(where: { file.tokens[$0].kind == .identifier && file.text($0) == name }) {
            throw Refusal(message: "`\(name)` is already used in \(function.signature)",
                          suggestion: "bind the window scene's screen under another name by hand")
        }
        let firstUse = model.screenUses().map(\.first).first { body.contains($0) } ?? facts.use.first
        let statement = topLevelStatement(containing: firstUse, body: body)
        let lineStart = statement > 0 && file.tokens[statement - 1].kind == .whitespace ? statement - 1 : statement
        guard lineStart > 0, file.tokens[lineStart - 1].kind == .newline else {
            throw Refusal(message: "the statement does not start its own line", suggestion: "put the statement on its own line, then run screenmod again")
        }
        let indent = lineStart < statement ? file.text(lineStart) : ""
        let offset = file.tokens[lineStart].offset
        return Edit.at(offset..<offset, indent + text + file.text(lineStart - 1), in: file.source)
    }

    /// The first token of the statement directly in `body` that contains `index`.
    func topLevelStatement(containing index: Int, body: ClosedRange<Int>) -> Int {
        let file = model.file
        var start: Int?
        var previous: Int?
        var i = file.next(after: body.lowerBound)
        while let current = i, current < body.upperBound {
            let begins = previous.map { last in
                file.punctuation(last, ";")
                    || (file.newlineBetween(last, current) && !file.continuesExpression(last, current))
            } ?? true
            if begins { start = current }
            // A bracketed group (a call's arguments, an `if` block) is skipped whole.
            let end = model.brackets.match(current).map { max($0, current) } ?? current
            if end >= index { return start ?? current }
            previous = end
            i = file.next(after: end)
        }
        return start ?? index
    }
}
