/// How code names a member: calls it, reads it, or names it for someone else to call later.
public enum UseShape: Hashable, Sendable {
    /// `name` with nothing after it: a property read, or a method handed on as a value
    /// (`handler: refresh`) when the type has no property of that name.
    case read
    /// `name.x`, `name?.x`, `name[i]`: a property's value used, never a method.
    case access
    /// `name = …`, `name += …`, `name.x = …`, `name[i] = …`, `name.append(…)`, `&name`: a
    /// property's value set or possibly changed, which runs its setter or its observers.
    case write
    /// `name(…)` or `name { … }`: a call with these labels and trailing closures.
    case call(CallShape)
    /// `#selector(name)` or `#selector(name(_:with:))`: a method named for a registration,
    /// with its labels when the selector spells them.
    case selector(labels: [String]?)

    /// Whether a method with `parameters` can be what this use names.
    public func names(method parameters: [Parameter]) -> Bool {
        switch self {
        case .read: return true
        case .access, .write: return false
        case .call(let shape): return shape.canCall(parameters)
        case .selector(let labels): return labels.map { $0 == parameters.map(\.label) } ?? true
        }
    }
}

/// An escaping closure a use sits in, as written: what it is handed to. What that means for
/// when the closure runs (an animation block runs at once, a notification handler later) is the
/// migration's to decide.
public struct ClosureSite: Hashable, Sendable {
    /// The function or type the closure is passed to (`async`, `animate`, `UIAction`), if any.
    public var callee: String?
    /// Its argument label (`completion`, `handler`); nil for a trailing or unlabelled closure.
    public var label: String?
    /// The names of the callee's receiver chain (`DispatchQueue.main`, `NotificationCenter.default`).
    public var receiver: String?
    /// Whether the call's first argument is `self` (`present(self, animated: true) { … }`).
    public var handsSelf: Bool

    public init(callee: String?, label: String?, receiver: String?, handsSelf: Bool = false) {
        self.callee = callee
        self.label = label
        self.receiver = receiver
        self.handsSelf = handsSelf
    }
}

/// The call a `#selector(…)` is handed to: `addTarget(_:action:for:)`, `UITapGestureRecognizer(target:action:)`,
/// `addObserver(_:selector:name:object:)`.
public struct SelectorSite: Hashable, Sendable {
    /// The name of the function or type the selector is an argument of, if any.
    public var callee: String?
    /// The selector's argument label (`action`, `selector`).
    public var label: String?

    public init(callee: String?, label: String?) {
        self.callee = callee
        self.label = label
    }
}

/// One use of a member of the same type (bare, through `self`, `self?`, `super` or a name bound
/// to `self`), recorded from the member that makes it.
public struct MemberUse: Hashable, Sendable {
    /// The base name used.
    public var name: String
    /// How it is used.
    public var shape: UseShape
    /// The escaping closures between the using member and the use, outermost first: the use
    /// runs when they run, not when the member does.
    public var closures: [ClosureSite]
    /// For a selector, the call it is registered with.
    public var registration: SelectorSite?
    /// Whether the use sits where the using member has checked its non-nil name (see
    /// `CallEdges.init(_:members:nonNilChecks:)`), e.g. after `guard window != nil`.
    public var checkedNonNil: Bool
    /// 1-based line of the use, for the paths findings show.
    public var line: Int
    /// The path of the file the use is in.
    public var path: String

    public init(name: String, shape: UseShape, closures: [ClosureSite] = [], registration: SelectorSite? = nil,
                checkedNonNil: Bool = false, line: Int = 0, path: String = "") {
        self.name = name
        self.shape = shape
        self.closures = closures
        self.registration = registration
        self.checkedNonNil = checkedNonNil
        self.line = line
        self.path = path
    }
}
