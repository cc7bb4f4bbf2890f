import SourceModel

/// A stored subview's frame set from the screen's size takes the view's own bounds only where the
/// file adds the subview to this view's hierarchy, and nowhere else: one the type adds to a window
/// (`window.addSubview(popup)`, a banner over everything) is sized in the window's space, and one
/// the file never adds may be added anywhere.
extension Rewriter {
    /// Throws where the subview the statement sizes is added to something outside this view:
    /// every insertion of it in the file must be on the view itself, its `view` or `contentView`,
    /// or a stored property of the type.
    func checkSubviewHierarchy() throws {
        guard let target = sizedSubview() else { return }
        if isHandedIn(target) {
            throw MissingProof(.container, "handed-in-view", message: "`\(target)` is handed in, so the view it is laid out in is "
                                + "not known here, and this view's bounds need not be that space",
                               suggestion: "size it from the view it is added to (its superview's bounds), or have the caller "
                                + "pass that size in")
        }
        switch insertion(of: target) {
        case .foreign(let foreign)?:
            throw MissingProof(.container, "added-elsewhere", message: "`\(target)` is added to `\(foreign)`, not to this view, "
                                + "so this view's bounds are not the space it is laid out in",
                               suggestion: "size it from the view it is added to (`\(foreign)`'s bounds), or add it to this view")
        case nil:
            // Only a stored view of the type's own needs the file to show where it goes: a local is
            // followed where it goes, and a bar UIKit places in the controller's view is in it.
            guard declaresStoredMember(target) else { return }
            throw MissingProof(.container, "not-added", message: "this file never adds `\(target)` to this view, so nothing "
                                + "shows this view's bounds are the space it is laid out in",
                               suggestion: "size it from the view it is added to (its superview's bounds), or add it to this view here")
        case .own?:
            return
        }
    }

    /// Whether `name` is a stored property the type declares (and no local of that name hides it here).
    private func declaresStoredMember(_ name: String) -> Bool {
        guard let type = facts.context.type, let member = facts.analysis.declaredMembers[type.qualifiedName]?[name],
              !member.isComputedProperty else { return false }
        return facts.analysis.model.localBinding(of: name, before: facts.use.first) == nil
    }

    /// Where a stored subview is added: only to this view's own hierarchy, or (first found) elsewhere.
    enum Insertion: Equatable, Sendable {
        case own
        case foreign(String)
    }

    /// Whether `name` is a parameter of the enclosing function or of a closure around the use (a
    /// view handed in, `dialogs.forEach { dialog in … }`, `$0`), not a local made here: its
    /// superview is the caller's to know.
    private func isHandedIn(_ name: String) -> Bool {
        let model = facts.analysis.model
        if name.hasPrefix("$") || facts.context.closures.contains(where: { $0.parameters.contains(name) }) { return true }
        guard let member = facts.context.member, let function = model.scopes[member].functionDeclaration,
              function.parameters.contains(where: { $0.name == name }) else { return false }
        return model.localBinding(of: name, before: facts.use.first) == nil
    }

    /// The stored subview an assignment sizes (`popup` of `self.popup.frame = …`), if any.
    /// The chain before the geometry it sets, less `self`, and less this view's own `view` or
    /// `contentView` in front of one name: `popup` in `self.popup.frame.size.width = …`, `card.label`
    /// in `card.label.frame = …`. Nil for a constraint's constant or the view's own geometry.
    private func sizedSubview() -> String? {
        for sink in facts.roles.flow.sinks {
            guard case .assignment(let target, _) = sink else { continue }
            var names = target[...]
            if names.first == "self" { names = names.dropFirst() }
            guard let geometry = names.firstIndex(where: LayoutNames.isGeometry) else { return nil }
            var chain = names[..<geometry]
            if chain.count == 2, chain.first == "view" || chain.first == "contentView" { chain = chain.dropFirst() }
            guard let name = chain.first, chain != ["view"], chain != ["contentView"] else { return nil }
            return chain.count == 1 ? name : chain.joined(separator: ".")
        }
        return nil
    }

    /// Where the file adds `name`: to a receiver that is not this view, its `view` or
    /// `contentView`, or one of the type's stored properties (`window` of `window.addSubview(name)`);
    /// else to those; nil where it never adds it.
    private func insertion(of name: String) -> Insertion? {
        let key = (facts.context.type?.qualifiedName ?? "") + "|" + name
        if let known = facts.analysis.subviewInsertions[key] { return known }
        let found = searchInsertion(of: name)
        facts.analysis.subviewInsertions[key] = .some(found)
        return found
    }

    private func searchInsertion(of name: String) -> Insertion? {
        let model = facts.analysis.model
        let file = model.file
        let members = facts.context.type.map { facts.analysis.declaredMembers[$0.qualifiedName] ?? [:] } ?? [:]
        var found: Insertion?
        for insertion in facts.analysis.insertionTokens {
            guard let open = file.next(after: insertion), file.punctuation(open, "("),
                  var argument = file.next(after: open) else { continue }
            // `addSubview(self.banner)` inserts `banner` too.
            if file.keyword(argument, "self"), let dot = file.next(after: argument), file.punctuation(dot, "."),
               let member = file.next(after: dot) {
                argument = member
            }
            // `let view = self.containerView` … `self.view.addSubview(view)` inserts `containerView`.
            guard file.text(argument) == name || alias(of: file.text(argument), before: insertion) == name,
                  let after = file.next(after: argument), file.punctuation(after, ")") || file.punctuation(after, ",") else { continue }
            // A bare `addSubview(name)` is the view's own call.
            guard let dot = file.previous(before: insertion), file.punctuation(dot, ".") else { found = .own; continue }
            let start = model.chainStart(endingAt: insertion)
            let root = file.text(start)
            if file.keyword(start, "self") || ["view", "contentView", "layer"].contains(root) { found = .own; continue }
            if let member = members[root], !member.isComputedProperty, !LayoutNames.isWindow(root) { found = .own; continue }
            if start == file.previous(before: dot), framedByOwnBounds(local: root, before: insertion) { found = .own; continue }
            return .foreign(file.compactText(from: start, through: dot == start ? start : file.previous(before: dot) ?? start))
        }
        return found
    }

    /// The stored member a local visible at `index` is bound to and nothing more (`containerView` for
    /// `let view = self.containerView`), if it is one.
    private func alias(of local: String, before index: Int) -> String? {
        let model = facts.analysis.model
        let file = model.file
        guard let binding = model.localBinding(of: local, before: index), let equals = file.next(after: binding),
              file.punctuation(equals, "="), var member = file.next(after: equals) else { return nil }
        if file.keyword(member, "self") {
            guard let dot = file.next(after: member), file.punctuation(dot, "."), let name = file.next(after: dot) else { return nil }
            member = name
        }
        guard file.tokens[member].kind == .identifier else { return nil }
        // The binding ends with the member: a newline or `;` follows, not a call or another member.
        if let next = file.next(after: member), !file.newlineBetween(member, next), !file.punctuation(next, ";") { return nil }
        return file.text(member)
    }

    /// Whether `local` is bound, before `index`, to a new view framed by this view's whole bounds
    /// (`let backdrop = UIView(frame: self.view.bounds)`): a view added to it is laid out in
    /// this view's space.
    private func framedByOwnBounds(local: String, before index: Int) -> Bool {
        let model = facts.analysis.model
        let file = model.file
        guard let binding = model.localBinding(of: local, before: index), let equals = file.next(after: binding),
              file.punctuation(equals, "="), let type = file.next(after: equals), file.tokens[type].kind == .identifier,
              let open = file.next(after: type), file.punctuation(open, "("), let label = file.next(after: open),
              file.text(label) == "frame", let colon = file.next(after: label), file.punctuation(colon, ":"),
              let first = file.next(after: colon), let close = model.brackets.match(open) else { return false }
        let argument = file.compactText(from: first, through: file.previous(before: close) ?? first)
        let own = facts.typeTags.contains("uiviewcontroller") ? ["view.bounds", "self.view.bounds"] : ["bounds", "self.bounds"]
        return own.contains(argument)
    }
}
