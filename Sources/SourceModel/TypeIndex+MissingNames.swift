extension TypeIndex {
    /// Names the index still needs: for each inheritance list that does not already reach a
    /// view, view controller, trait environment or other UIKit kind, the names in its chain that no declaration and
    /// no framework table entry explains. Reaching a SwiftUI protocol settles nothing: `class
    /// ShareCell: BaseCell, View` may adopt another module's `View`, while `BaseCell` is the
    /// project's cell, declared in a file the seeds do not include.
    public func missingNames(from lists: [[String]]) -> Set<String> {
        var missing: Set<String> = []
        var seen: Set<String> = []
        var queue = lists
        var reach = ViewReach(index: self)
        while let list = queue.popLast() {
            if list.contains(where: { reach.reachesViewLike($0) }) { continue }
            for name in list {
                let simple = Self.lastComponent(name)
                guard seen.insert(simple).inserted else { continue }
                if let entries = types[simple] {
                    queue.append(contentsOf: entries.map(\.inherited))
                } else if catalog.kind(of: name) == nil {
                    missing.insert(simple)
                }
            }
        }
        return missing
    }
}

/// Whether names resolve to a view-like kind (neither plain, unknown nor SwiftUI's), each project
/// type answered once. Asking `resolve` for every list walked a chain of D classes once per class,
/// and the index build asks again after every file it adds: D rounds of D² steps.
struct ViewReach {
    let index: TypeIndex
    /// Answers by simple name, for project types reached through their first declaration.
    var known: [String: Bool] = [:]
    /// Answers by name as written, when `resolve` itself has to answer.
    var resolved: [String: Bool] = [:]

    init(index: TypeIndex) {
        self.index = index
    }

    /// Whether `resolve(name).kind` is a kind other than plain.
    mutating func reachesViewLike(_ name: String) -> Bool {
        // When a project type has a framework type's name, whether a walk meets it as the project
        // type or as the framework type depends on what the walk saw before: ask `resolve`.
        if index.shadowsFramework {
            if let answer = resolved[name] { return answer }
            let answer = Self.isViewLike(index.resolve(name).kind)
            resolved[name] = answer
            return answer
        }
        let simple = TypeIndex.lastComponent(name)
        guard index.usableEntry(name, simple: simple) != nil else { return Self.isViewLike(index.catalog.kind(of: name)) }
        if known[simple] == nil { answer(from: simple) }
        return known[simple] ?? false
    }

    /// Whether a kind settles a type for the index: any known kind but plain and SwiftUI's,
    /// whose protocol names (`View`) may be another module's.
    static func isViewLike(_ kind: FrameworkKind?) -> Bool { ![nil, .plain, .swiftUIView, .swiftUI].contains(kind) }

    /// Answers every project type reachable from `start` that has no answer yet.
    ///
    /// Without shadowed framework names, a walk from a type visits every type it can reach
    /// until it finds a framework base that is view-like, and a type it meets again is just an
    /// unknown name. So a type's answer is whether such a base is reachable: one walk forward
    /// to collect the new types, and one walk back from those with a view-like base.
    mutating func answer(from start: String) {
        var order: [String] = []
        var inheritors: [String: [String]] = [:]
        var viewLike: [String] = []
        var fresh: Set<String> = [start]
        var stack = [start]
        while let type = stack.popLast() {
            order.append(type)
            for name in index.types[type]?.first?.inherited ?? [] {
                let simple = TypeIndex.lastComponent(name)
                guard index.usableEntry(name, simple: simple) != nil else {
                    if Self.isViewLike(index.catalog.kind(of: name)) { viewLike.append(type) }
                    continue
                }
                if let answer = known[simple] {
                    if answer { viewLike.append(type) }
                    continue
                }
                inheritors[simple, default: []].append(type)
                if fresh.insert(simple).inserted { stack.append(simple) }
            }
        }
        var reaches = Set(viewLike)
        var back = Array(reaches)
        while let type = back.popLast() {
            for inheritor in inheritors[type] ?? [] where reaches.insert(inheritor).inserted {
                back.append(inheritor)
            }
        }
        for type in order { known[type] = reaches.contains(type) }
    }
}
