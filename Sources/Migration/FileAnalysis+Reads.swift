import SourceModel

/// What the tokens of a file read: locals and members by name, the screen's axes and scale, and
/// the places a member's name is spelled.
extension FileAnalysis {
    /// The tokens that read the local `name` declared at token `declaration`: in the scope it is
    /// declared in, after it; not a member of something else, a label, a new binding of the name,
    /// or the target of an assignment.
    func reads(of name: String, after declaration: Int) -> [Int] {
        let file = model.file
        let scope = model.innermostScope(at: declaration)
        let owner = model.scopes[scope].parent ?? scope
        let range = model.scopes[owner].range
        return identifiers(in: owner)[name, default: []].filter { index in
            guard index > declaration, range.contains(index) else { return false }
            if let before = file.previous(before: index), file.punctuation(before, ".") || file.keyword(before, "let")
                || file.keyword(before, "var") { return false }
            if model.isLabel(index) { return false }
            if let after = file.next(after: index) {
                if file.punctuation(after, "=") { return false }
                if file.tokens[after].kind == .operator, file.text(after).hasSuffix("="),
                   !ValueFlowWalker.comparisons.contains(file.text(after)) { return false }
            }
            return !model.isShadowed(name, at: index, after: declaration)
        }
    }

    /// The tokens that read the member `name` of the file's types through `self` (bare or
    /// `self.name`): its declaration, labels and other receivers' members left out.
    func selfReads(of name: String) -> [Int] {
        let file = model.file
        return identifiers(in: 0)[name, default: []].filter { index in
            model.receiverIsSelf(of: index) { _ in false } && !model.isShadowed(name, at: index) && !model.isLabel(index)
                && !(file.next(after: index).map { file.punctuation($0, "=") } ?? false)
                && !(file.previous(before: index).map { file.keyword($0, "let") || file.keyword($0, "var") } ?? false)
        }
    }


    /// The screen axis the tokens in `range` read, if any (outside the tokens of `besides`'s
    /// operand): `UIScreen.main.bounds.height`, `UIScreen.main.bounds.size.width`, or a local
    /// bound to one.
    func screenAxis(in range: ClosedRange<Int>, besides skipped: Int? = nil) -> Axis? {
        let file = model.file
        for index in range where file.tokens[index].kind == .identifier {
            if let skipped, index >= skipped, index <= model.postfixChainEnd(after: skipped) { continue }
            if file.token(index, is: "main"), let axis = screenAxisRead(after: index) { return axis }
            if let axis = screenAxisLocals[file.text(index)] { return axis }
        }
        return nil
    }

    /// Whether the tokens read both of the screen's axes from a local holding its rectangle:
    /// `max(screen.width, screen.height)` after `let screen = UIScreen.main.bounds`.
    func readsBothAxesOfScreenRect(in range: ClosedRange<Int>) -> Bool {
        let file = model.file
        var axes: Set<String> = []
        for index in range where file.tokens[index].kind == .identifier && screenRectLocals.contains(file.text(index)) {
            var position = index
            while let dot = file.next(after: position), file.punctuation(dot, "."), let name = file.next(after: dot),
                  file.tokens[name].kind == .identifier {
                position = name
            }
            if let axis = Axis(member: file.text(position)) { axes.insert("\(axis)") }
        }
        return axes.count == 2
    }

    /// Whether the tokens read `UIScreen.main.scale`.
    func readsScreenScale(in range: ClosedRange<Int>) -> Bool {
        let file = model.file
        return range.contains { index in
            guard file.token(index, is: "main"), let dot = file.next(after: index), file.punctuation(dot, "."),
                  let member = file.next(after: dot) else { return false }
            return file.token(member, is: "scale")
        }
    }

    /// The axis `UIScreen.main.bounds.width` (or `.size.height`) reads, from its `main` token.
    func screenAxisRead(after main: Int) -> Axis? {
        let file = model.file
        var names: [String] = []
        var index = main
        while names.count < 3, let dot = file.next(after: index), file.punctuation(dot, "."),
              let name = file.next(after: dot), file.tokens[name].kind == .identifier {
            names.append(file.text(name))
            index = name
        }
        guard names.first == "bounds", let last = names.last else { return nil }
        return Axis(member: last)
    }

    /// The places the file spells `name` as a member could be: every mention but an argument
    /// label (`frame(width:)`), a local's declaration or a bare read a local hides
    /// (`{ image, _ in … = image }`), and a member of the screen's own chain (`UIScreen.main.bounds.width`).
    func spellings(of name: String) -> [Int] {
        let file = model.file
        // `UIScreen.main.scale` names UIKit's member, unless the file extends UIScreen: then
        // `UIScreen.screenWidth` may be its own.
        let extendsScreen = extendsUIScreen
        return mentions(of: name).filter { index in
            let before = file.previous(before: index), after = file.next(after: index)
            if let before, let after, file.punctuation(after, ":"), file.punctuation(before, "(") || file.punctuation(before, ",") {
                return false
            }
            guard let before, file.punctuation(before, ".") else {
                return !model.declaresLocal(at: index) && !model.isShadowed(name, at: index)
            }
            return extendsScreen || !file.identifier(model.chainStart(endingAt: index), "UIScreen")
        }
    }

    /// Whether `name` is a private member (or one of a private extension) whose declaration is the
    /// only spelling of it in its file: nothing else can read it (no other file sees it, and no
    /// attribute lets a wrapper, a key path string or the runtime read it without spelling it).
    ///
    /// Given the declaration's token (`declaredAt`), a `private` member of a type is sought only
    /// where Swift lets it be read: that type's declaration and its extensions in the file, so a
    /// member of the same name in another type of the file does not count as a read of it.
    func isUnreadPrivate(_ name: String, declaredAt declaration: Int? = nil) -> Bool {
        var spellings = spellings(of: name)
        let only = declaration ?? spellings.first ?? 0
        let scope = model.scopes[model.innermostScope(at: only)]
        guard let modifiers = scope.propertyDeclaration?.modifiers ?? scope.functionDeclaration?.modifiers else { return false }
        // A member of a `private extension` is private too.
        let type = model.context(at: only).type
        let owner = type?.modifiers ?? []
        if declaration != nil, modifiers.contains("private"), let type {
            spellings = spellings.filter { index in
                model.scopeChain(at: index).contains { model.scopes[$0].typeDeclaration?.name == type.name }
            }
        }
        guard spellings == [only] else { return false }
        let isPrivate = [modifiers, owner].contains { $0.contains("private") || $0.contains("fileprivate") }
        // A `@State` property is also spelled as its binding (`$name`) and its storage (`_name`);
        // any other attribute may hand the property to code that reads it unseen (`@objc`, `@IBOutlet`).
        let attributes = modifiers.filter { $0.hasPrefix("@") }
        guard isPrivate, attributes.allSatisfy({ $0 == "@State" }) else { return false }
        return attributes.isEmpty || (mentions(of: "$" + name).isEmpty && mentions(of: "_" + name).isEmpty)
    }
}
