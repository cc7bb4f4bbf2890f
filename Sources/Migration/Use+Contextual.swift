import SwiftLexer
import SourceModel

/// Why a bare `.main` is read as `UIScreen.main`: the type the context gives it.
public enum ContextualScreen: String, Sendable, Equatable {
    /// `let screen: UIScreen = .main`, or a parameter's default `screen: UIScreen = .main`.
    case declaredType = "declared-type"
    /// `window?.screen ?? .main`, `UIScreen.screens.first ?? .main`.
    case fallback
    /// `screen == .main`, `window.screen !== .main`.
    case comparison
    /// `window.screen = .main`.
    case assignment
    /// `show(on: .main)` where the project declares `show(on:)` with a `UIScreen` parameter.
    case argument
    /// `return .main` in a function or property whose type is `UIScreen`.
    case returned
}

extension SourceModel {
    /// `.main` at the identifier `index` where the type it is read as is `UIScreen`: an implicit
    /// member with no receiver, whose context names the type (a declaration, the other side of
    /// `??` or a comparison, an assignment to a screen, a parameter the project declares as a
    /// `UIScreen`, a return from a `UIScreen` function). `DispatchQueue.main`, `RunLoop.main` and
    /// a `.main` whose context gives no screen type are not uses.
    func contextualUse(at index: Int, screenParameters: Set<String>) -> Use? {
        contextualEvidence(at: index, screenParameters: screenParameters).map { _ in
            Use(form: .contextual, first: file.previous(before: index) ?? index, designator: nil, main: index)
        }
    }

    /// What makes the `.main` at `index` a screen, or nil when nothing does.
    public func contextualEvidence(at index: Int, screenParameters: Set<String>) -> ContextualScreen? {
        guard let dot = file.previous(before: index), file.punctuation(dot, "."), !file.newlineBetween(dot, index) else { return nil }
        // A receiver before the dot makes it `Something.main`, not an implicit member.
        if let before = file.previous(before: dot), endsOperand(before) { return nil }
        // `.main.x` or `.main(…)` is read through, so the context types the whole chain, not `.main`.
        if let after = file.next(after: index), file.punctuation(after, ".") || file.punctuation(after, "("),
           !file.newlineBetween(index, after) { return nil }
        guard let before = file.previous(before: dot) else { return nil }
        if file.token(before, is: "=") {
            if declaredScreenType(endingBefore: before) { return .declaredType }
            return namesScreen(endingAt: file.previous(before: before), screenParameters: screenParameters) ? .assignment : nil
        }
        if file.token(before, is: "??") {
            return namesScreen(endingAt: file.previous(before: before), screenParameters: screenParameters) ? .fallback : nil
        }
        if ["==", "!=", "===", "!=="].contains(file.text(before)), file.tokens[before].kind == .operator {
            return namesScreen(endingAt: file.previous(before: before), screenParameters: screenParameters) ? .comparison : nil
        }
        if file.keyword(before, "return") {
            return returnsScreen(at: index) ? .returned : nil
        }
        if file.punctuation(before, "(") || file.punctuation(before, ",") || file.punctuation(before, ":") {
            return isScreenArgument(at: index, screenParameters: screenParameters) ? .argument : nil
        }
        return nil
    }

    /// Whether the token at `index` ends an operand: a name, a literal, a closed group, `self`,
    /// or a postfix `?`/`!`.
    private func endsOperand(_ index: Int) -> Bool {
        switch file.tokens[index].kind {
        case .identifier, .number, .string, .stringDelimiter: return true
        case .keyword: return ["self", "Self", "super"].contains(file.text(index))
        case .punctuation: return file.punctuation(index, ")") || file.punctuation(index, "]")
        case .operator:
            guard file.token(index, is: "?") || file.token(index, is: "!"),
                  let before = file.previous(before: index) else { return false }
            return !file.newlineBetween(before, index) && file.tokens[before].offset + file.tokens[before].length == file.tokens[index].offset
        default: return false
        }
    }

    /// Whether `: UIScreen`, `: UIScreen?` or `: UIKit.UIScreen!` ends right before the `=` at `equals`.
    private func declaredScreenType(endingBefore equals: Int) -> Bool {
        guard var last = file.previous(before: equals) else { return false }
        if file.token(last, is: "?") || file.token(last, is: "!"), let type = file.previous(before: last) { last = type }
        guard file.identifier(last, "UIScreen"), var colon = file.previous(before: last) else { return false }
        if file.punctuation(colon, "."), let module = file.previous(before: colon), file.identifier(module, "UIKit"),
           let before = file.previous(before: module) {
            colon = before
        }
        return file.punctuation(colon, ":")
    }

    /// Whether the operand ending at `index` is a screen: `screen`, `window?.screen`, a name declared
    /// as a UIScreen (here, or as a property elsewhere in the project), or the first or last of
    /// `UIScreen.screens`.
    private func namesScreen(endingAt index: Int?, screenParameters: Set<String>) -> Bool {
        guard var last = index else { return false }
        if file.token(last, is: "?") || file.token(last, is: "!"), let before = file.previous(before: last) { last = before }
        if file.punctuation(last, ")"), let opener = brackets.match(last), let callee = file.previous(before: opener) {
            last = callee
        }
        guard file.tokens[last].kind == .identifier else { return false }
        let name = file.text(last)
        if declaredAsScreen(name, at: last) { return true }
        if name == "first" || name == "last",
           let dot = file.previous(before: last), file.punctuation(dot, "."),
           let owner = file.previous(before: dot), file.identifier(owner, "screens") {
            return true
        }
        // UIKit's own `screen` (a window's, a scene's, a trait collection's), or a property the
        // project declares as a UIScreen: a name that only ends in "screen" (`backScreen`, a page
        // of the app's own navigation) proves nothing.
        if name == "screen" { return true }
        // A name this file declares was answered by its declaration above; another file's
        // property answers for a name this file does not declare.
        let declaredHere = scopes.contains { $0.propertyDeclaration?.names.contains(name) == true }
            || context(at: last).member.flatMap { scopes[$0].functionDeclaration }?.parameters.contains { $0.name == name } == true
        return !declaredHere && screenParameters.contains(Self.screenPropertyKey(name))
    }

    /// The key `screenParameters` holds a property declared as a `UIScreen` under.
    static func screenPropertyKey(_ name: String) -> String { "." + name }

    /// Whether `name` at `index` is a parameter of the enclosing function, or a property of this
    /// file, declared as a `UIScreen` (`func isMain(_ s: UIScreen) -> Bool { s == .main }`).
    private func declaredAsScreen(_ name: String, at index: Int) -> Bool {
        if let member = context(at: index).member, let function = scopes[member].functionDeclaration,
           let parameter = function.parameters.first(where: { $0.name == name }) {
            return Self.isScreenType(parameter.type)
        }
        let properties = scopes.filter { $0.propertyDeclaration.map { $0.names.contains(name) && $0.type != nil } == true }
        // Through another receiver (`other.base`), only where every property of that name here is a screen.
        if let dot = file.previous(before: index), file.punctuation(dot, "."),
           !(file.previous(before: dot).map { file.keyword($0, "self") } ?? false) {
            return !properties.isEmpty && properties.allSatisfy { Self.isScreenType($0.propertyDeclaration?.type ?? "") }
        }
        // Bare or through `self`: a property of this type, a global, or a local in scope.
        let owner = context(at: index).type.map { TypeIndex.lastComponent($0.name) }
        return properties.contains { scope in
            guard let type = scope.propertyDeclaration?.type, Self.isScreenType(type) else { return false }
            guard let parent = scope.parent, scopes[parent].parent != nil else { return true }  // a global
            if let declaring = scopes[parent].typeDeclaration { return TypeIndex.lastComponent(declaring.name) == owner }
            return scopes[parent].range.contains(index)  // a local in scope here
        }
    }

    /// Whether `return .main` at `index` returns from a function or property declared as a `UIScreen`.
    private func returnsScreen(at index: Int) -> Bool {
        guard let member = context(at: index).member else { return false }
        let type = scopes[member].functionDeclaration?.returnType ?? scopes[member].propertyDeclaration?.type
        guard let type else { return false }
        return Self.isScreenType(type)
    }

    /// Whether the `.main` at `index` is an argument for a parameter declared as a `UIScreen`,
    /// by the callee's name and the argument's label (`show(on:)` in `screenParameters`, or a
    /// function of this file).
    private func isScreenArgument(at index: Int, screenParameters: Set<String>) -> Bool {
        guard let opener = enclosingOpener(of: index), file.punctuation(opener, "("),
              let callee = file.previous(before: opener), file.tokens[callee].kind == .identifier else { return false }
        let key = file.text(callee) + "(" + (argumentLabel(of: index) ?? "_") + ":)"
        return screenParameters.contains(key) || Self.screenParameters(in: self).contains(key)
    }

    /// `name(label:)` for each parameter of this file's functions declared as a `UIScreen`, and
    /// `.name` for each property declared as one.
    static func screenParameters(in model: SourceModel) -> Set<String> {
        var found: Set<String> = []
        for scope in model.scopes {
            guard let function = scope.functionDeclaration else { continue }
            // An initializer is called by its type's name: `PlayerView(screen: .main)`.
            let name = function.kind == .initializer
                ? scope.parent.flatMap { model.scopes[$0].typeDeclaration.map { TypeIndex.lastComponent($0.name) } }
                : function.name
            guard let name else { continue }
            for parameter in function.parameters where isScreenType(parameter.type) {
                found.insert(name + "(" + parameter.label + ":)")
            }
        }
        // And each property declared as one (`var external: UIScreen?`), as `.name`.
        for scope in model.scopes {
            guard let property = scope.propertyDeclaration, let type = property.type, isScreenType(type) else { continue }
            for name in property.names { found.insert(screenPropertyKey(name)) }
        }
        return found
    }

    /// Whether a declared type is UIKit's screen: `UIScreen`, `UIScreen?`, `UIKit.UIScreen!`.
    static func isScreenType(_ type: String) -> Bool {
        var bare = Substring(type)
        while let last = bare.last, last == "?" || last == "!" || last == " " { bare = bare.dropLast() }
        return bare == "UIScreen" || bare == "UIKit.UIScreen"
    }
}
