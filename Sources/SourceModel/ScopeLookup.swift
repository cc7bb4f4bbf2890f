/// Tables built once per file so that per-position questions cost O(nesting depth), not
/// O(scopes): with one query per use, a linear scan made large files quadratic (a 4 MB file
/// took a minute).
struct ScopeLookup: Sendable {
    /// For each token index, the innermost scope containing it.
    let innermost: [Int32]
    /// The children of scope `s` are `children[childStart[s]..<childStart[s + 1]]`, in order.
    let childStart: [Int32]
    let children: [Int32]
    /// For each scope, the innermost type or extension scope that is it or holds it; -1 for none.
    let enclosingType: [Int32]

    init(scopes: [Scope], tokenCount: Int) {
        innermost = Self.innermostTable(scopes, tokenCount: tokenCount)
        // Parents come before their children, so each scope's parent is already filled in.
        var types = [Int32](repeating: -1, count: scopes.count)
        for (index, scope) in scopes.enumerated() {
            if scope.typeDeclaration != nil {
                types[index] = Int32(index)
            } else if let parent = scope.parent {
                types[index] = types[parent]
            }
        }
        enclosingType = types
        var counts = [Int32](repeating: 0, count: scopes.count + 1)
        for scope in scopes { if let parent = scope.parent { counts[parent + 1] += 1 } }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        var fill = counts
        var children = [Int32](repeating: 0, count: scopes.count)
        for (index, scope) in scopes.enumerated() {
            guard let parent = scope.parent else { continue }
            children[Int(fill[parent])] = Int32(index)
            fill[parent] += 1
        }
        childStart = counts
        self.children = children
    }

    /// The scope containing each token with the greatest first token (the later scope on a tie),
    /// exactly what a scan over all scopes picks, in one sweep: scopes enter a stack in that
    /// order as the sweep reaches them, so the top is the best one that has not ended yet.
    static func innermostTable(_ scopes: [Scope], tokenCount: Int) -> [Int32] {
        let order = scopes.indices.sorted {
            (scopes[$0].range.lowerBound, $0) < (scopes[$1].range.lowerBound, $1)
        }
        var table = [Int32](repeating: 0, count: tokenCount)
        var stack: [Int] = []
        var next = 0
        for token in 0..<tokenCount {
            while next < order.count, scopes[order[next]].range.lowerBound <= token {
                stack.append(order[next])
                next += 1
            }
            while let top = stack.last, scopes[top].range.upperBound < token { stack.removeLast() }
            table[token] = Int32(stack.last ?? 0)
        }
        return table
    }
}

extension SourceModel {
    /// The innermost type or extension around token `index`, as `context(at:).type` says, looked
    /// up instead of walked: asked for every member, a walk made nested functions quadratic.
    public func innermostType(at index: Int) -> TypeDeclaration? {
        let scope = lookup.enclosingType[innermostScope(at: index)]
        return scope < 0 ? nil : scopes[Int(scope)].typeDeclaration
    }

    /// The indices of the scopes whose parent is `scope`, in order.
    public func childScopes(of scope: Int) -> [Int] {
        guard scope >= 0, scope + 1 < lookup.childStart.count else { return [] }
        return lookup.children[Int(lookup.childStart[scope])..<Int(lookup.childStart[scope + 1])].map(Int.init)
    }
}
