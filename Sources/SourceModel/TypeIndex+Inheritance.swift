extension TypeIndex {
    /// Whether the project declares `name` (or an extension of it) as inheriting from or
    /// conforming to `ancestor`, directly or through other project types; names compare by their
    /// last component.
    public func inherits(_ name: String, from ancestor: String) -> Bool {
        let target = Self.lastComponent(ancestor)
        var pending = [Self.lastComponent(name)]
        var seen: Set<String> = []
        while let current = pending.popLast() {
            guard seen.insert(current).inserted else { continue }
            let entries = (types[current] ?? []) + (extensions[current] ?? [])
            for inherited in entries.flatMap(\.inherited).map(Self.lastComponent) {
                if inherited == target { return true }
                pending.append(inherited)
            }
        }
        return false
    }

    /// The qualified name (`Home.Cell`) of the project type a resolution step stands for; the
    /// step's own name for a framework type or a declaration the index does not hold.
    public func qualifiedName(of step: ResolutionStep) -> String {
        guard let location = step.location,
              let entry = types[Self.lastComponent(step.name)]?.first(where: { "\($0.path):\($0.line)" == location })
        else { return step.name }
        return (entry.outerTypes + [entry.name]).joined(separator: ".")
    }
}
