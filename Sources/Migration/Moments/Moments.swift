import RuleLanguage
import SourceModel

/// The moments a use can run in, each with the first path found to it: the members from the
/// use's own out to the one that starts it, e.g. `itemSize <- layout <- loadView`.
struct Moments {
    /// Per moment, the path to it (the use's member first).
    private(set) var paths: [Moment: [String]] = [:]

    /// The moments' condition values.
    var values: Set<String> { Set(paths.keys.map(\.rawValue)) }

    /// Records `moment`, reached along `path`, unless a path to it is known already: the
    /// search goes outward, so the first path is a shortest one.
    mutating func add(_ moment: Moment, _ path: [String]) {
        if paths[moment] == nil { paths[moment] = path }
    }

    /// `itemSize <- layout <- loadView`, for findings and `explain`.
    func describe(_ moment: Moment) -> String? {
        paths[moment].map { $0.joined(separator: " <- ") }
    }

    /// Every moment with its path, in the order the vocabulary lists moments.
    var described: [String] {
        Moment.allCases.compactMap { moment in describe(moment).map { "\(moment.rawValue) (\($0))" } }
    }
}

/// What the file declares under one member name in one type (all overloads together).
struct DeclaredMember: Sendable {
    /// Attributes and modifiers of any overload (`@objc`, `override`, `public`, …).
    var modifiers: Set<String> = []
    /// Whether a computed property has the name.
    var isComputedProperty = false
    /// Whether a property of any kind has the name.
    var isProperty = false
    /// Whether every declaration is `private` or `fileprivate`.
    var isFilePrivate = true
    /// The parameters of each method overload.
    var overloads: [[Parameter]] = []

    /// Whether an outside use can reach a declaration with this name: a read reaches a
    /// property, an assignment only a stored one (`layout.itemSize = …` sets no computed
    /// `itemSize`); a call reaches a method whose parameters take it, and a use that is no call
    /// (`cell.tableView`) reaches no method.
    func accepts(_ place: OutsideUses.Place) -> Bool {
        if isProperty { return !(place.assigns && isComputedProperty) }
        return place.shape.map { shape in overloads.contains { shape.canCall($0) } } ?? false
    }

    /// The moment of a member nothing in the project calls, from its declaration: an action
    /// target is an event, a property nobody here reads is read by a framework.
    var entryMoment: (Moment, String?) {
        if modifiers.contains("@objc") || modifiers.contains("@IBAction") { return (.event, nil) }
        if modifiers.contains("override") { return (.callback, nil) }
        if isComputedProperty && !isFilePrivate {
            return (.external, "no reader in the project: a framework or a protocol's user reads it")
        }
        return (.callback, nil)
    }

    /// This member's declarations together with `other`'s (an extension in another file).
    func merged(with other: DeclaredMember) -> DeclaredMember {
        var member = self
        member.modifiers.formUnion(other.modifiers)
        member.isComputedProperty = isComputedProperty || other.isComputedProperty
        member.isProperty = isProperty || other.isProperty
        member.isFilePrivate = isFilePrivate && other.isFilePrivate
        member.overloads += other.overloads
        return member
    }

    /// Whether code in other modules can use it.
    var isPublic: Bool { modifiers.contains("public") || modifiers.contains("open") }
}
