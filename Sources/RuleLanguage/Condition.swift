/// What a `when:` line tests about a site.
public enum ConditionSubject: String, CaseIterable, Sendable {
    /// The kind of the enclosing type, after index resolution.
    case type
    /// Where the use sits: instance or static member, initializer phase, top level, property initializer.
    case context
    /// The enclosing function's base name or property name, e.g. `layoutSubviews`.
    case member
    /// The moments of every way into the use (see `Moment`), found from UIKit callbacks, the
    /// project-wide call graph, the closures and registrations the code runs from, and uses
    /// from other objects. `moment is A, B` holds when some way in has one of them; `moment is
    /// only A, B` when there is a way in and every one is listed: the proof a rewrite needs.
    case moment
    /// The innermost enclosing closure and its capture of `self`.
    case closure
    /// Whether the matched expression is read, assigned, or compound-assigned.
    case access
    /// How the use is spelled (explicitly, implicitly inside `extension UIScreen`) and whether it
    /// is in test code.
    case use
    /// What the value is for, from where it goes (see `Role`). `role is only A, B` holds when
    /// every place the value goes has one of them.
    case role
    /// Whether a `UIWindowScene` is reachable at the site (`available`, `unavailable`), and whether
    /// the project declares a window scene delegate (`delegate-in-project`) or a scene manifest
    /// anywhere (`manifest-in-project`: an Info.plist, a build setting, a Swift project manifest).
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
            return ["uiview", "content-sized-view", "detached-view", "uiwindow", "storyboard-segue", "uiviewcontroller", "trait-environment", "swiftui-view", "swiftui",
                    "uiscreen-extension", "helper-extension", "factory", "app-delegate", "layer", "collection-cell", "plain", "unknown", "none"]
        case .context:
            return ["instance", "static", "top-level", "stored-initializer", "lazy-initializer",
                    "initializer", "super-init-argument", "nib-property", "default-argument"]
        case .closure:
            return ["none", "escaping", "weak-self", "weak-self-unwrapped", "unowned-self",
                    "self-captured", "section-provider", "geometry-reader", "immediately-called"]
        case .access: return ["read", "assign", "compound-assign"]
        case .use: return ["explicit", "implicit", "test-code", "sample-code", "in-no-target", "in-decoration", "fills-aspect", "in-horizontal-scroll", "along-scroll-axis", "aspect-sized", "uikit-frame", "uikit-hosted", "padded-across"]
        case .role: return Role.allCases.map(\.rawValue)
        case .scene: return ["available", "unavailable", "delegate-in-project", "manifest-in-project"]
        case .moment: return Moment.allCases.map(\.rawValue)
        case .container: return ContainerKind.allCases.map(\.rawValue) + ["none"]
        case .member, .minIOS, .value: return nil
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
        guard case .values(let values) = test else { return false }
        let listed = values.contains(where: siteValues.contains)
        return negated ? !listed : listed
    }

    /// Whether a value test holds for a site whose values must all be listed: `is only` holds when
    /// the site has at least one value and every one is listed.
    public func holds(everyOf siteValues: Set<String>) -> Bool {
        guard case .values(let values) = test else { return false }
        let listed = !siteValues.isEmpty && siteValues.allSatisfy(values.contains)
        return negated ? !listed : listed
    }

    /// Whether the line tests a proof a rewrite needs (`moment is only …`, `role is only …`):
    /// where a rewrite rule's other lines hold and one of these does not, the rule reports what
    /// is missing. A plain `role is divisor` only says where the rule applies.
    public var isProof: Bool { (subject == .moment || subject == .role) && only && !negated }

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
