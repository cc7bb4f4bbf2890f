import SourceModel

/// A stored subview's frame set from the screen's size takes the view's own bounds only where the
/// subview lives in this view's hierarchy: one the type adds to a window (`window.addSubview(popup)`,
/// a banner over everything) is sized in the window's space, which this view's bounds are not.
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
        guard let foreign = foreignInsertion(of: target) else { return }
        throw MissingProof(.container, "added-elsewhere", message: "`\(target)` is added to `\(foreign)`, not to this view, "
                            + "so this view's bounds are not the space it is laid out in",
                           suggestion: "size it from the view it is added to (`\(foreign)`'s bounds), or add it to this view")
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
    private func sizedSubview() -> String? {
        for sink in facts.roles.flow.sinks {
            guard case .assignment(let target, _) = sink else { continue }
            var names = target[...]
            if names.first == "self" { names = names.dropFirst() }
            guard names.count >= 2, let name = names.first, name != "view", name != "contentView" else { return nil }
            return name
        }
        return nil
    }

    /// The receiver of an insertion of `name` (`window` of `window.addSubview(name)`) that is not
    /// this view, its `view` or `contentView`, or one of the type's stored properties.
    private func foreignInsertion(of name: String) -> String? {
        let key = (facts.context.type?.qualifiedName ?? "") + "|" + name
        if let known = facts.analysis.foreignInsertions[key] { return known }
        let found = searchForeignInsertion(of: name)
        facts.analysis.foreignInsertions[key] = .some(found)
        return found
    }

    private func searchForeignInsertion(of name: String) -> String? {
        let model = facts.analysis.model
        let file = model.file
        let members = facts.context.type.map { facts.analysis.declaredMembers[$0.qualifiedName] ?? [:] } ?? [:]
        for insertion in facts.analysis.insertionTokens {
            guard let open = file.next(after: insertion), file.punctuation(open, "("),
                  let argument = file.next(after: open), file.text(argument) == name,
                  let after = file.next(after: argument), file.punctuation(after, ")") || file.punctuation(after, ","),
                  let dot = file.previous(before: insertion), file.punctuation(dot, ".") else { continue }
            let start = model.chainStart(endingAt: insertion)
            let root = file.text(start)
            if file.keyword(start, "self") || root == "view" || root == "contentView" { continue }
            if let member = members[root], !member.isComputedProperty, !LayoutNames.isWindow(root) { continue }
            return file.compactText(from: start, through: dot == start ? start : file.previous(before: dot) ?? start)
        }
        return nil
    }
}
