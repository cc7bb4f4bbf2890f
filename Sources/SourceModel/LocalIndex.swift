/// Local bindings by the scope that holds them and their name, each list in token order: a
/// shadowing check asks only the scopes around a position, not every binding of the name in
/// the file (a file with a `let view` in every method made that quadratic).
struct LocalIndex: Sendable {
    private struct Key: Hashable, Sendable {
        var scope: Int
        var name: String
    }

    private let positions: [Key: [Int]]

    init(_ locals: [LocalBinding]) {
        var positions: [Key: [Int]] = [:]
        for local in locals { positions[Key(scope: local.scope, name: local.name), default: []].append(local.index) }
        for key in positions.keys { positions[key]?.sort() }
        self.positions = positions
    }

    /// Whether scope `scope` binds `name` at a token strictly between `start` and `end`.
    func binds(_ name: String, in scope: Int, after start: Int, before end: Int) -> Bool {
        guard let list = positions[Key(scope: scope, name: name)] else { return false }
        let next = list.partitionPoint { $0 > start }
        return next < list.count && list[next] < end
    }

    /// The token of the last binding of `name` in scope `scope` before `index`, if any.
    func last(_ name: String, in scope: Int, before index: Int) -> Int? {
        guard let list = positions[Key(scope: scope, name: name)] else { return nil }
        let next = list.partitionPoint { $0 >= index }
        return next > 0 ? list[next - 1] : nil
    }
}
