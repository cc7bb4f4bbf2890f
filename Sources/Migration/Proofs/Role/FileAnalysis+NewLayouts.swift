import SourceModel

extension FileAnalysis {
    /// For a value set on a collection view layout created in the method (`layout.itemSize = …`
    /// after `let layout = UICollectionViewFlowLayout()`): the layout's type, unless the method
    /// installs that layout in a list (`UICollectionView(frame:collectionViewLayout: layout)`,
    /// `list.collectionViewLayout = layout`, `setCollectionViewLayout(layout, …)`). A layout handed
    /// to another controller (`GalleryViewController(collectionViewLayout: layout)`) sizes that
    /// controller's list, which this code does not show. The same for a property of a new view
    /// controller (`menu.leftViewWidth = …`), unless the method adds that controller's view to its own.
    func layoutShownElsewhere(target: [String], member: Int?) -> String? {
        guard let local = target.first, target.count > 1, let member else { return nil }
        let key = "\(member)|\(local)"
        if let known = layoutsShownElsewhere[key] { return known }
        let found = createdLayoutNotInstalled(local, member: member)
        layoutsShownElsewhere[key] = found
        return found
    }

    private func createdLayoutNotInstalled(_ local: String, member: Int) -> String? {
        let range = model.scopes[member].range
        let mentions = self.mentions(of: local, in: range)
        guard let binding = mentions.first, let created = createdType(boundAt: binding) else { return nil }
        // A new view controller lays its content out in its own view: only one whose view this
        // method adds to a view of its own shows in this code's space.
        if created.hasSuffix("Controller") {
            return mentions.dropFirst().contains { isViewAddedHere($0) } ? nil : created
        }
        guard created.hasSuffix("Layout") else { return nil }
        let installed = mentions.dropFirst().contains { isInstalledAsLayout($0) }
        return installed ? nil : created
    }

    /// Whether the mention of a controller at `index` hands its view to `addSubview` or `insertSubview`
    /// (`view.addSubview(child.view)`).
    private func isViewAddedHere(_ index: Int) -> Bool {
        let file = model.file
        guard let dot = file.next(after: index), file.punctuation(dot, "."), let view = file.next(after: dot),
              file.text(view) == "view", let open = model.enclosingOpener(of: index), file.punctuation(open, "("),
              let callee = file.previous(before: open) else { return false }
        return ["addSubview", "insertSubview"].contains(file.text(callee))
    }

    /// The type a `let name = Type(…)` statement creates, for the `name` token it binds.
    private func createdType(boundAt name: Int) -> String? {
        let file = model.file
        guard let keyword = file.previous(before: name), file.keyword(keyword, "let") || file.keyword(keyword, "var"),
              let equals = file.next(after: name), file.punctuation(equals, "="),
              let type = file.next(after: equals), file.tokens[type].kind == .identifier,
              file.text(type).first?.isUppercase == true,
              let open = file.next(after: type), file.punctuation(open, "(") else { return nil }
        return file.text(type)
    }

    /// Whether the mention of a layout at `index` installs it in a list.
    private func isInstalledAsLayout(_ index: Int) -> Bool {
        let file = model.file
        guard let before = file.previous(before: index) else { return false }
        // `list.collectionViewLayout = layout`
        if file.punctuation(before, "="), let property = file.previous(before: before),
           file.text(property) == "collectionViewLayout" { return true }
        // `setCollectionViewLayout(layout, animated: …)`
        if file.punctuation(before, "("), let callee = file.previous(before: before),
           file.text(callee) == "setCollectionViewLayout" { return true }
        // `UICollectionView(frame: …, collectionViewLayout: layout)`: a list, not a controller.
        guard file.punctuation(before, ":"), let label = file.previous(before: before),
              file.text(label) == "collectionViewLayout", let open = model.enclosingOpener(of: index),
              file.punctuation(open, "("), var callee = file.previous(before: open) else { return false }
        if file.keyword(callee, "init"), let dot = file.previous(before: callee), let type = file.previous(before: dot) { callee = type }
        return file.text(callee).hasSuffix("CollectionView")
    }
}
