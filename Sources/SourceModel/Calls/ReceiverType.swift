extension SourceModel {
    /// The type the receiver ending at `receiver` is declared as, when the tokens say: a local or
    /// parameter with a type annotation, one initialized with `Type(…)` or cast with `as? Type` /
    /// `as! Type`, a property of the enclosing type declared either way (`board` or `self.board`), a `Type(…)` call, or a
    /// type's shared instance (`Type.shared`, `.default`, `.current`, `.main`). Nil when unknown.
    /// The name is returned as written, without optionality or generic arguments.
    public func receiverType(endingAt receiver: Int) -> String? {
        if file.punctuation(receiver, ")"), let open = brackets.match(receiver),
           let callee = file.previous(before: open), file.tokens[callee].kind == .identifier {
            let name = file.text(callee)
            return name.first?.isUppercase == true ? name : nil
        }
        guard file.tokens[receiver].kind == .identifier else { return nil }
        let name = file.text(receiver)
        if let dot = file.previous(before: receiver), file.punctuation(dot, ".") {
            guard let owner = file.previous(before: dot) else { return nil }
            // `self.board` is the enclosing type's property, as `board` is.
            if file.keyword(owner, "self"), file.previous(before: owner).map({ !file.punctuation($0, ".") }) ?? true {
                return propertyType(named: name, around: receiver)
            }
            guard ["shared", "default", "current", "main", "standard"].contains(name),
                  file.tokens[owner].kind == .identifier, file.text(owner).first?.isUppercase == true else { return nil }
            return file.text(owner)
        }
        if let local = localDeclaration(of: name, before: receiver) { return local }
        return propertyType(named: name, around: receiver)
    }

    /// The type the name `name` is declared as where `index` reads it (a local, a parameter or a
    /// property of the enclosing type), as `receiverType(endingAt:)` reads a bare receiver.
    public func declaredType(of name: String, at index: Int) -> String? {
        if let local = localDeclaration(of: name, before: index) { return local }
        return propertyType(named: name, around: index)
    }

    /// The nearest parameter or local binding named `name` visible at `index`.
    private enum LocalName {
        case parameter(Parameter)
        /// The name token of `let name` / `var name`.
        case binding(Int)
    }

    private func nearestLocal(_ name: String, before index: Int) -> LocalName? {
        var scope: Int? = innermostScope(at: index)
        while let current = scope {
            if case .function(let function) = scopes[current].kind,
               let parameter = function.parameters.last(where: { $0.name == name }) {
                return .parameter(parameter)
            }
            if let binding = localIndex.last(name, in: current, before: index) { return .binding(binding) }
            scope = scopes[current].parent
        }
        return nil
    }

    /// The type of the nearest local or parameter named `name` visible at `index`, when stated.
    private func localDeclaration(of name: String, before index: Int) -> String?? {
        switch nearestLocal(name, before: index) {
        case .parameter(let parameter)?: return Self.bareType(parameter.type)
        case .binding(let binding)?: return .some(declaredType(ofBindingAt: binding))
        case nil: return nil
        }
    }

    /// Whether `name` at `index` names a local or a parameter of the enclosing functions and
    /// closures (a loop's `for view in`, a `let view`, a `view` parameter), not a member of `self`.
    public func namesLocal(_ name: String, at index: Int) -> Bool {
        nearestLocal(name, before: index) != nil
    }

    /// The name token of the nearest local binding `let name` / `var name` visible at `index`,
    /// or nil where `name` is a parameter or no local of the enclosing functions.
    public func localBinding(of name: String, before index: Int) -> Int? {
        if case .binding(let binding)? = nearestLocal(name, before: index) { return binding }
        return nil
    }

    /// The type stated for the binding whose name is at `nameIndex`: `let v: T`, `let v = T(…)`,
    /// `guard let v = x as? T`, `let v = x as! T`.
    private func declaredType(ofBindingAt nameIndex: Int) -> String? {
        guard let next = file.next(after: nameIndex) else { return nil }
        if file.punctuation(next, ":"), let type = file.next(after: next), file.tokens[type].kind == .identifier {
            return Self.bareType(file.text(type))
        }
        if isOptionalBinding(nameIndex) {
            // `if let delegate {` and `if let delegate = delegate {` unwrap the property (or an
            // earlier local) of that name, whose stated type is this one's.
            let source = file.token(next, is: "=") ? file.next(after: next) : nameIndex
            if let source, file.tokens[source].kind == .identifier || file.keyword(source, "self"),
               let value = file.keyword(source, "self") ? selfMember(after: source) : source,
               let end = file.next(after: value), endsCondition(end) {
                let name = file.text(value)
                if let local = localDeclaration(of: name, before: nameIndex) { return local }
                return propertyType(named: name, around: value)
            }
        }
        guard file.token(next, is: "="), let start = file.next(after: next) else { return nil }
        return initializedType(from: start)
    }

    /// Whether the binding named at `nameIndex` is a condition's (`if let`, `guard var`, `, let`).
    private func isOptionalBinding(_ nameIndex: Int) -> Bool {
        guard let introducer = file.previous(before: nameIndex), file.keyword(introducer, "let") || file.keyword(introducer, "var"),
              let before = file.previous(before: introducer) else { return false }
        return file.keyword(before, "if") || file.keyword(before, "guard") || file.keyword(before, "while")
            || file.punctuation(before, ",")
    }

    /// The member name in `self.name` whose `self` is at `index`.
    private func selfMember(after index: Int) -> Int? {
        guard let dot = file.next(after: index), file.punctuation(dot, "."), let name = file.next(after: dot),
              file.tokens[name].kind == .identifier else { return nil }
        return name
    }

    /// Whether the token at `index` ends a condition's clause: its block, the next clause, `else`.
    private func endsCondition(_ index: Int) -> Bool {
        file.punctuation(index, "{") || file.punctuation(index, ",") || file.keyword(index, "else")
    }

    /// The type an initial value starting at `start` has, when it spells it: `T(…)`, `T.init(…)`,
    /// or a value cast with `as? T` / `as! T` before the line ends.
    private func initializedType(from start: Int) -> String? {
        if file.tokens[start].kind == .identifier, file.text(start).first?.isUppercase == true,
           let after = file.next(after: start), file.punctuation(after, "(") || file.punctuation(after, ".") {
            if file.punctuation(after, "("), !file.newlineBetween(start, after) { return file.text(start) }
            if let word = file.next(after: after), file.keyword(word, "init") { return file.text(start) }
        }
        var index = start
        while let next = file.next(after: index), !file.newlineBetween(index, next) {
            if file.keyword(next, "as"), let mark = file.next(after: next), let type = file.next(after: mark),
               file.token(mark, is: "?") || file.token(mark, is: "!"), file.tokens[type].kind == .identifier {
                return file.text(type)
            }
            if file.punctuation(next, "{") || file.punctuation(next, ",") || file.keyword(next, "else") { break }
            index = brackets.match(next).map { max($0, next) } ?? next
        }
        return nil
    }

    /// The stated type of a property named `name` of the type around `index`; in an extension,
    /// also of the type's own declaration in this file, which holds its stored properties.
    private func propertyType(named name: String, around index: Int) -> String? {
        guard let type = context(at: index).type, let body = type.body else { return nil }
        var owners = childScopesInOrder(of: body)
        if type.kind == .extension, let primary = primaryTypeScopes[type.qualifiedName] { owners += childScopes(of: primary) }
        for scope in owners {
            guard let property = scopes[scope].propertyDeclaration, property.names.contains(name) else { continue }
            if let stated = property.type { return Self.bareType(stated) }
            return property.initializer.flatMap { initializedType(from: $0.lowerBound) }
        }
        return nil
    }

    /// Whether the type around `index` declares a member named `name` (a stored or computed
    /// property, a method): a bare `name` in its code means that member, not a global of the name.
    public func enclosingTypeDeclares(_ name: String, around index: Int) -> Bool {
        guard let type = context(at: index).type, let body = type.body else { return false }
        return childScopesInOrder(of: body).contains { scope in
            scopes[scope].propertyDeclaration?.names.contains(name) == true || scopes[scope].functionDeclaration?.name == name
        }
    }

    /// The scopes declared directly in the type body `body`.
    private func childScopesInOrder(of body: ClosedRange<Int>) -> [Int] {
        let typeScope = innermostScope(at: body.lowerBound + 1)
        let owner = scopes[typeScope].typeDeclaration != nil ? typeScope : scopes[typeScope].parent ?? 0
        return childScopes(of: owner)
    }

    /// `PhotoCell` for `PhotoCell?`, `PhotoCell!`, `any PhotoCell`, `Box<PhotoCell>` → `Box`.
    static func bareType(_ written: String) -> String? {
        var text = written.drop { $0 == " " }
        for prefix in ["any ", "some ", "inout "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard let first = name.first, first.isLetter || first == "_" else { return nil }
        return String(name)
    }

    /// Whether `name` at `index` reads a `let` whose value is a number literal: a local, or a
    /// property of the type around `index` (`let breakpoint: CGFloat = 600`).
    public func isNumberConstant(_ name: String, at index: Int) -> Bool {
        func isNumber(_ initializer: ClosedRange<Int>?) -> Bool {
            guard let initializer else { return false }
            let tokens = initializer.filter { !file.tokens[$0].kind.isTrivia }
            return !tokens.isEmpty && tokens.allSatisfy { file.tokens[$0].kind == .number || file.token($0, is: "-") }
        }
        if let local = localIndexBinding(of: name, before: index) {
            guard let property = scopes[innermostScope(at: local)].propertyDeclaration, property.names.contains(name) else {
                return false
            }
            return property.isLet && isNumber(property.initializer)
        }
        guard let type = context(at: index).type, let body = type.body else { return false }
        let owner = innermostScope(at: body.lowerBound + 1)
        let typeScope = scopes[owner].typeDeclaration != nil ? owner : scopes[owner].parent ?? 0
        return childScopes(of: typeScope).contains { scope in
            guard let property = scopes[scope].propertyDeclaration, property.names == [name] else { return false }
            return property.isLet && isNumber(property.initializer)
        }
    }

    /// The token of the nearest local binding of `name` visible before `index`, if any.
    private func localIndexBinding(of name: String, before index: Int) -> Int? {
        var scope: Int? = innermostScope(at: index)
        while let current = scope {
            if let binding = localIndex.last(name, in: current, before: index) { return binding }
            scope = scopes[current].parent
        }
        return nil
    }
}
