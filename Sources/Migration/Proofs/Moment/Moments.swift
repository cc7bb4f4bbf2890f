import RuleLanguage
import SourceModel

/// One way code reaches a use: the moment it starts in and the members it passes on the way,
/// e.g. `applyLayout <- configure <- viewDidLoad()`.
struct WayIn: Equatable, Sendable {
    /// The moment the way runs in.
    var moment: Moment
    /// The members from the use's own out to where the moment starts.
    var path: [String]
    /// Why the start has this moment when its name does not say ("a #selector handed to
    /// addObserver at Feed.swift:12", "another object at Cell.swift:40").
    var note: String?
    /// Whether the way starts at the member itself only because nothing in its type uses it.
    var isUncalled = false
    /// Whether the way starts, at any depth, at a member nothing in the project is seen to call.
    var startsUncalled = false

    /// `applyLayout <- viewDidLoad()`, with the note after.
    var described: String {
        path.joined(separator: " <- ") + (note.map { " (\($0))" } ?? "")
    }
}

extension Array where Element == WayIn {
    /// The first three ways, quoted, for a finding: "`draw() <- viewDidLoad()`, `…`, …".
    var listed: String {
        prefix(3).map { "`\($0.described)`" }.joined(separator: ", ") + (count > 3 ? ", …" : "")
    }
}

/// The ways into a use, at most one per moment: the first one found, a shortest.
struct Moments: Equatable, Sendable {
    /// Per moment, the way in.
    private(set) var ways: [Moment: WayIn] = [:]

    /// The moments' condition values.
    var values: Set<String> { Set(ways.keys.map(\.rawValue)) }

    /// Whether no way in is known at all.
    var isEmpty: Bool { ways.isEmpty }

    /// Records a way in, unless one with its moment is known already.
    mutating func add(_ way: WayIn) {
        if ways[way.moment] == nil { ways[way.moment] = way }
    }

    /// Every way in, in the order the vocabulary lists moments.
    var ordered: [WayIn] {
        Moment.allCases.compactMap { ways[$0] }
    }

    /// The ways in without the one that says nothing uses the member.
    var withoutUncalled: Moments {
        var kept = Moments()
        for way in ordered where !way.isUncalled { kept.add(way) }
        return kept
    }

    /// The ways in, each moved through `transform` (a closure's timing); ways that land on the
    /// same moment keep the first.
    func mapped(_ transform: (WayIn) -> WayIn) -> Moments {
        var moved = Moments()
        for way in ordered { moved.add(transform(way)) }
        return moved
    }

    /// `itemSize <- layout <- loadView()` for `moment`, for findings and `explain`.
    func describe(_ moment: Moment) -> String? {
        ways[moment]?.described
    }

    /// Every moment with its path, in the order the vocabulary lists moments.
    var described: [String] {
        ordered.map { "\($0.moment.rawValue) (\($0.described))" }
    }
}

/// What the project declares under one member key in one type.
struct DeclaredMember: Sendable {
    /// Attributes and modifiers (`@objc`, `override`, `public`, …).
    var modifiers: Set<String> = []
    /// Whether it is a property; a function otherwise.
    var isProperty = false
    /// Whether a property is computed.
    var isComputedProperty = false
    /// Whether every declaration is `private` or `fileprivate`.
    var isFilePrivate = true
    /// A function's parameters.
    var parameters: [Parameter] = []
    /// Whether using it runs code of its own: a function, an accessor, an observer, a lazy
    /// initial value. Reading or setting a plain stored property runs none.
    var runsCode = true
    /// Whether it is a stored property with `willSet` or `didSet`: only setting it runs code.
    var isObserved = false

    /// Whether a use through another object (`place`) can reach this declaration: a read reaches
    /// a property, an assignment only a stored one (`layout.itemSize = …` sets no computed
    /// `itemSize`); a call reaches a method whose parameters take it; a read reaches no method.
    func accepts(_ place: OutsideUses.Place) -> Bool {
        if isProperty { return place.shape == nil && !(place.assigns && isComputedProperty) }
        return place.shape.map { $0.canCall(parameters) } ?? false
    }

    /// Whether a use of the member's own type with `shape` names this declaration.
    func accepts(_ shape: UseShape) -> Bool {
        switch (shape, isProperty) {
        // Calling a property calls the closure it holds: a read of the property, which runs
        // no observer.
        case (.read, true), (.access, true), (.call, true): return !isObserved
        case (.write, true): return true
        case (.read, false), (.selector, false), (.call, false): return shape.names(method: parameters)
        case (.access, false), (.write, false), (.selector, true): return false
        }
    }

    /// Whether code in other modules can use it.
    var isPublic: Bool { modifiers.contains("public") || modifiers.contains("open") }

    /// This member's declarations together with `other`'s (an extension in another file).
    func merged(with other: DeclaredMember) -> DeclaredMember {
        var member = self
        member.modifiers.formUnion(other.modifiers)
        member.isComputedProperty = isComputedProperty || other.isComputedProperty
        member.isProperty = isProperty || other.isProperty
        member.isFilePrivate = isFilePrivate && other.isFilePrivate
        member.runsCode = runsCode || other.runsCode
        member.isObserved = isObserved || other.isObserved
        if member.parameters.isEmpty { member.parameters = other.parameters }
        return member
    }
}
