import RuleLanguage

/// One container the code at a use is handed or owns, whose size could replace the main screen's.
struct ContainerCandidate: Equatable {
    /// Why a candidate cannot be read at the use, and what to do about it.
    struct Obstacle: Equatable {
        /// A short code for what stands in the way: `optional`, `shadowed`, `not-read`, `stored`, …
        var code: String
        /// What stands in the way, e.g. "it is optional and not unwrapped before this line".
        var message: String
        /// What to write so that it can be used.
        var suggestion: String
    }

    /// What kind of container it is; rules choose by kind.
    var kind: ContainerKind
    /// The candidate as a reader knows it, e.g. "the `scrollView` parameter (UIScrollView)".
    var origin: String
    /// Its bounds at the use, a non-optional `CGRect` expression; nil when it has only a size.
    var bounds: String?
    /// Its size at the use, a non-optional `CGSize` expression.
    var size: String?
    /// Why it cannot be read here; nil when it can.
    var obstacle: Obstacle?
    /// Whether it is only a view in reach, not named or typed as the container (a cell handed
    /// to a configurator): it may hold the content being sized, or may not.
    var isGuess = false
    /// For a parameter or property, the name the code reads it by.
    var name: String?
    /// A view expression the window and screen can be read from where the bounds cannot be read
    /// (a stored controller's `parent?.view`): which display a view is on does not depend on
    /// whether it is the container.
    var onScreenView: String?
    /// Whether `onScreenView` is a window: its screen is its own window scene's.
    var isWindow = false

    /// The view whose window tells the screen: the readable container, else the view in reach.
    var screenView: String? {
        bounds.map { String($0.dropLast(".bounds".count)) } ?? onScreenView
    }

    /// `screenView` as a sentence names it, without an optional chain's `?` (`collectionView`).
    var screenViewName: String? {
        screenView.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
    }

    /// The window `screenView` is in, as the start of an optional chain (`host.view.window?`, a
    /// stored `window` itself).
    var screenWindow: String? {
        screenView.map { isWindow ? $0 : $0 + ".window?" }
    }

    /// How a finding states the candidate's standing: a stored view or view controller may hold
    /// the content being sized, or may not (a coordinator sizes screens it has not pushed yet).
    var standing: String {
        kind == .storedContainer || isGuess ? "may be the container here" : "is the container here"
    }

    /// A candidate that is in reach but cannot be read at the use.
    static func blocked(_ kind: ContainerKind, _ code: String, origin: String, _ message: String, suggestion: String) -> Self {
        ContainerCandidate(kind: kind, origin: origin, bounds: nil, size: nil,
                           obstacle: Obstacle(code: code, message: message, suggestion: suggestion))
    }

    /// A view (or a view-valued expression) whose bounds are the container's.
    static func view(_ kind: ContainerKind, _ expression: String, origin: String) -> Self {
        ContainerCandidate(kind: kind, origin: origin, bounds: expression + ".bounds",
                           size: expression + ".bounds.size", obstacle: nil)
    }
}

extension [ContainerCandidate] {
    /// The first candidate whose kind every `container is …` condition of a rule lists (any
    /// candidate when the rule has none): the one its `{container-bounds}` and `{container-size}` name.
    func chosen(by conditions: [Condition]) -> ContainerCandidate? {
        let tests = conditions.filter { $0.subject == .container && !$0.negated }
        return first { candidate in tests.allSatisfy { $0.holds(for: [candidate.kind.rawValue]) } }
    }

    /// The site values of the `container` subject: the kinds in reach, or `none`.
    var conditionValues: Set<String> {
        isEmpty ? ["none"] : Set(map(\.kind.rawValue))
    }
}
