import SwiftLexer
import SourceModel
import RuleLanguage

/// Finds or inserts the stored property a rewrite reads, e.g.
/// `@Environment(\.displayScale) private var displayScale` in a SwiftUI view.
struct MemberInsertion {
    let model: SourceModel
    let facts: SiteFacts

    /// The property's name, and the insertion edit when the type has no such property yet.
    func resolve(_ declaration: MemberDeclaration) throws -> (name: String, insertion: Edit?) {
        // The type's scope is on the context's chain; searching all scopes per use was quadratic.
        guard let type = facts.context.type, let body = type.body,
              let typeScope = facts.context.chain.last(where: { model.scopes[$0].typeDeclaration?.keywordIndex == type.keywordIndex })
        else {
            throw MissingProof(.edit, "member-clash", message: "there is no type body to add `\(declaration.text)` to",
                          suggestion: "add `\(declaration.text)` to the enclosing view by hand")
        }
        // A type's properties are listed once for all the uses in it when the scopes are shared.
        let members = facts.rewriteScopes.properties(ofType: typeScope)
        let wanted = declaration.valueAttribute.map(Self.normalized)
        if let wanted, let existing = members.firstWithModifier[wanted], let name = existing.names.first {
            return (name, nil)
        }
        if members.names.contains(declaration.name) {
            throw MissingProof(.edit, "member-clash", message: "`\(declaration.name)` is already a property of \(type.name)",
                          suggestion: "add `\(declaration.text)` under another name and read it here")
        }
        if model.isShadowed(declaration.name, at: facts.use.first) {
            throw MissingProof(.edit, "member-clash", message: "a local `\(declaration.name)` here would hide the property `\(declaration.text)`",
                          suggestion: "rename the local, then run screenmod again")
        }
        guard type.kind != .extension else { throw extensionRefusal(declaration, extending: type.name) }
        return (declaration.name, try insertion(declaration.text, body: body))
    }

    /// Why an extension cannot get the property, and where it can go instead: the extended
    /// type's declaration only when the project declares it as a struct or class (a protocol,
    /// or a framework type such as SwiftUI's View, cannot hold it).
    func extensionRefusal(_ declaration: MemberDeclaration, extending name: String) -> MissingProof {
        let message = "an extension cannot hold the stored property `\(declaration.text)`"
        if let kind = facts.extendedKind, kind == .struct || kind == .class || kind == .actor {
            return MissingProof(.edit, "member-clash", message: message, suggestion: "add the property to \(name)'s declaration, then read it here")
        }
        let home = facts.typeTags.contains("swiftui") ? "a ViewModifier or View struct of your own" : "a type of your own"
        return MissingProof(.edit, "member-clash", message: message + ", and \(name) is not a type declared in this project",
                       suggestion: "move this code into \(home) that declares `\(declaration.text)`, and read it there")
    }

    /// An edit that puts `text` on its own line at the top of the body, indented like the
    /// first member and followed by a blank line, with the file's own line ending.
    func insertion(_ text: String, body: ClosedRange<Int>) throws -> Edit {
        let file = model.file
        var newline = body.lowerBound + 1
        while newline < file.count, file.tokens[newline].kind == .whitespace { newline += 1 }
        guard newline < body.upperBound, file.tokens[newline].kind == .newline else {
            throw MissingProof(.edit, "member-clash", message: "the type's body starts on the same line as its brace",
                          suggestion: "add `\(text)` at the top of the type by hand")
        }
        let lineEnding = file.text(newline)
        let indent = memberIndent(after: newline, closing: body.upperBound)
        let offset = file.tokens[newline].end
        // A blank line already after the brace separates the new line from the first member.
        let blankFollows = newline + 1 < file.count && file.tokens[newline + 1].kind == .newline
        let replacement = indent + text + lineEnding + (blankFollows ? "" : lineEnding)
        return Edit.at(offset..<offset, replacement, in: file.source)
    }

    /// The indentation of the first line after `newline` that starts with code: a blank line, or
    /// one that starts with a comment (commented-out code sits at column 0), says nothing of it.
    func memberIndent(after newline: Int, closing: Int) -> String {
        let file = model.file
        var i = newline + 1
        while i < file.count {
            let token = file.tokens[i]
            if token.kind == .newline { i += 1; continue }
            let indent = token.kind == .whitespace ? file.text(i) : ""
            let next = token.kind == .whitespace ? i + 1 : i
            if next == closing { return indent + "    " }
            if next < file.count, file.tokens[next].kind == .comment {
                i = next + 1
                while i < file.count, file.tokens[i].kind != .newline { i += 1 }
                continue
            }
            return indent
        }
        return "    "
    }

    static func normalized(_ attribute: String) -> String {
        attribute.filter { !$0.isWhitespace }
    }
}
