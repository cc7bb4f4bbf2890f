/// What a `when:` line tests about a site.
public enum ConditionSubject: String, CaseIterable, Sendable {
    /// The kind of the enclosing type, after index resolution.
    case type
    /// Where the use sits: instance or static member, initializer phase, top level, property initializer.
    case context
    /// The enclosing function's base name or property name, e.g. `layoutSubviews`.
    case member
    /// The members of the same type that call the enclosing method or read the enclosing
    /// property, directly or through one another, outside escaping closures, e.g.
    /// `awakeFromNib` for a `setup()` it calls.
    case caller
    /// The entry points the enclosing method or property is reached from: the members of the
    /// same type that reach it and have no caller of their own in the file (`layoutSubviews`
    /// for a `relayout()` only layout calls). A member that is not `private` or `fileprivate`
    /// can also be called from other files, so it is one of its own entry points. `entry is A, B`
    /// holds when there is at least one and every one is listed: the use runs only when those run.
    case entry
    /// The moments the use can run in (see `Moment`), found from UIKit callbacks and the
    /// project-wide call graph: its own member's, and those of every member that reaches it.
    /// `moment is A, B` holds when it can run in any of them; `moment is only A, B` when it runs
    /// in at least one moment and every one is listed.
    case moment
    /// The innermost enclosing closure and its capture of `self`.
    case closure
    /// Whether the matched expression is read, assigned, or compound-assigned.
    case access
    /// How UIScreen.main is spelled: explicitly, implicitly inside `extension UIScreen`, as a fallback, compared.
    case use
    /// Whether a `UIWindowScene` is reachable at the site.
    case scene
    /// The containers in reach of the use (parameters, unwrapped locals, the type's own container), by kind.
    case container
    /// The deployment target's iOS major version.
    case minIOS = "min-ios"
    /// A capture of the match read as a number literal: `value $W >= 441`.
    case value

    /// The values a subject accepts, or nil when any Swift identifier (or a number) is allowed.
    public var allowedValues: [String]? {
        switch self {
        case .type:
            return ["uiview", "content-sized-view", "detached-view", "uiwindow", "uiviewcontroller", "trait-environment", "swiftui-view", "swiftui",
                    "uiscreen-extension", "helper-extension", "plain", "unknown", "none"]
        case .context:
            return ["instance", "static", "top-level", "stored-initializer", "lazy-initializer",
                    "initializer", "super-init-argument", "nib-property", "default-argument"]
        case .closure:
            return ["none", "escaping", "weak-self", "weak-self-unwrapped", "unowned-self",
                    "self-captured", "section-provider", "geometry-reader", "immediately-called"]
        case .access: return ["read", "assign", "compound-assign"]
        case .use: return ["explicit", "implicit", "fallback", "compared", "window-frame", "preferred-size",
                          "screen-space", "screen-helper-call", "test-code", "crossed-axis", "divisor-local",
                          "compared-with-size", "chooses-text", "covers-screen"]
        case .scene: return ["available", "unavailable"]
        case .moment: return Moment.allCases.map(\.rawValue)
        case .container: return ContainerKind.allCases.map(\.rawValue) + ["none"]
        case .member, .caller, .entry, .minIOS, .value: return nil
        }
    }
}

/// How `min-ios` is compared with a version.
public enum ComparisonOperator: String, CaseIterable, Sendable {
    /// `>=`: the deployment target (or the captured number) is at least the number.
    case atLeast = ">="
    /// `<`: the deployment target (or the captured number) is below the number.
    case below = "<"
}

/// One `when:` line: a test on the site that must hold for the rule to apply.
public struct Condition: Equatable, Sendable {
    /// What the condition compares a subject with.
    public enum Test: Equatable, Sendable {
        /// The subject's value is one of these (or none of them, when negated).
        case values([String])
        /// The deployment target compared with an iOS major version.
        case comparison(ComparisonOperator, Int)
    }

    /// What is tested.
    public let subject: ConditionSubject
    /// Whether the line says `is not` rather than `is`; always false for comparisons.
    public let negated: Bool
    /// Whether the line says `is only`: every site value must be listed, and there must be one.
    public let only: Bool
    /// The values or comparison.
    public let test: Test
    /// For `value`, the name of the capture compared, e.g. `W` in `value $W >= 441`.
    public let capture: String?

    /// Creates a condition.
    public init(subject: ConditionSubject, negated: Bool = false, only: Bool = false, test: Test,
                capture: String? = nil) {
        self.subject = subject
        self.negated = negated
        self.only = only
        self.test = test
        self.capture = capture
    }

    /// Whether a value test holds for a site whose subject has `siteValues` (e.g. `["escaping", "weak-self"]`).
    ///
    /// `is` holds when any site value is listed; `is not` holds when none is. Comparisons are false here.
    public func holds(for siteValues: some Collection<String>) -> Bool {
        if only { return holds(everyOf: Set(siteValues)) }
        return holds { value in siteValues.contains(value) }
    }

    /// Whether a value test holds for a site that `isSiteValue` says has a listed value: for
    /// subjects whose site values are cheaper to test one by one than to list (`caller`).
    public func holds(whenSiteHas isSiteValue: (String) -> Bool) -> Bool {
        guard case .values(let values) = test else { return false }
        let listed = values.contains(where: isSiteValue)
        return negated ? !listed : listed
    }

    /// Whether a value test holds for a site whose values must all be listed (`entry`): `is`
    /// holds when the site has at least one value and every one is listed; `is not`, otherwise.
    public func holds(everyOf siteValues: Set<String>) -> Bool {
        guard case .values(let values) = test else { return false }
        let listed = !siteValues.isEmpty && siteValues.allSatisfy(values.contains)
        return negated ? !listed : listed
    }

    /// Whether the answer of this value test can change when a site's values change only by
    /// `values` coming or going: an `is not` or `is only` test can; an `is` test only when it
    /// lists one of them.
    public func canChange(byValuesAmong values: Set<String>) -> Bool {
        guard case .values(let listed) = test else { return false }
        return negated || only || listed.contains(where: values.contains)
    }

    /// Whether a `value` comparison holds for the captured source text: only a number literal
    /// (`700`, `700.5`, `1_024`) compares; any other expression makes the condition false.
    public func holds(capturedText: String?) -> Bool {
        guard case .comparison(let comparison, let bound) = test, let capturedText,
              let number = Double(String(capturedText.filter { $0 != "_" })) else { return false }
        switch comparison {
        case .atLeast: return number >= Double(bound)
        case .below: return number < Double(bound)
        }
    }

    /// Whether a `min-ios` comparison holds for a deployment target; value tests are false here.
    public func holds(minIOS deploymentTarget: Int) -> Bool {
        guard case .comparison(let comparison, let version) = test else { return false }
        switch comparison {
        case .atLeast: return deploymentTarget >= version
        case .below: return deploymentTarget < version
        }
    }
}
