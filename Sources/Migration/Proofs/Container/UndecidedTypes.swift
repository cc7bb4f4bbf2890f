import RuleLanguage
import SourceModel

/// A use in a type that resolves to a UIKit view, view controller or presentation controller
/// which no rule decided (an initializer's escaping closure, a moment no rule lists). The catch-all
/// must not say "in no view" there: what a finding can say truly is what the type is, when the
/// use runs as far as the ways in show, and that no rule proved which view's value it needs.
struct UndecidedInView {
    /// "a view (UITableViewHeaderFooterView)", "a view controller (UIViewController)".
    let kind: String
    /// The framework kind the type resolves to.
    let framework: FrameworkKind
    /// The type's name.
    let type: String
    /// "before the view is in a window (init(reuseIdentifier:))", or nil where every way in is in a window.
    let timing: String?
    /// The escaping closure the use is in: "the closure passed to `makeConstraints`".
    let closure: String?

    init?(facts: SiteFacts) {
        guard let resolution = facts.resolution, let framework = resolution.kind,
              [.view, .viewController, .traitEnvironment].contains(framework), let type = facts.context.type else { return nil }
        self.framework = framework
        self.type = type.name
        let base = resolution.path.last(where: { $0.location == nil })?.name
        let noun = framework == .view ? "a view" : framework == .viewController ? "a view controller" : "a trait environment"
        kind = noun + (base.map { " (\($0))" } ?? "")
        let moments = facts.moments.withoutUncalled
        let early = moments.ordered.filter { $0.moment.standing != .inWindow }
        timing = early.isEmpty ? nil : early.prefix(2).map { "\($0.moment.standing.rawValue) (\($0.described))" }
            .joined(separator: " and ")
        closure = facts.context.closures.last(where: \.mayEscape).map { escaping in
            escaping.callee.map { "inside the closure passed to `\($0)`, which screenmod cannot time" }
                ?? "inside an escaping closure, which screenmod cannot time"
        }
    }

    /// Why no rule rewrote it, for the finding's message.
    var reason: String {
        let start = "`\(type)` is \(kind), but "
        if let timing {
            return start + "this runs \(timing)\(closure.map { ", " + $0 } ?? ""); nothing proves the view is laid out "
                + "in its window there, so its own size and display scale are not yet the ones to read"
        }
        if let closure { return start + "this runs " + closure + ", so nothing proves the view is in its window then" }
        return start + "no rule proves which view's size or scale this value is for"
    }

    /// Where the type's own values are dependable, for what it is.
    var suggestion: String {
        switch framework {
        case .viewController:
            return "read view.bounds in viewDidLayoutSubviews() and traitCollection.displayScale once the view is in a window, "
                + "and set what depends on them there"
        case .view:
            return "read bounds in layoutSubviews() and traitCollection.displayScale once the view is in a window "
                + "(layoutSubviews(), traitCollectionDidChange(_:)), and set what depends on them there"
        default:
            return "read the container view's bounds and traitCollection.displayScale from containerViewWillLayoutSubviews() on"
        }
    }
}

/// A use in a Core Animation layer subclass no rule decided: a layer has no trait collection and
/// no window of its own, so the display scale it draws at is what its host view gives it.
struct UndecidedInLayer {
    /// How the message names the type: "`ChartLayer` is a layer (CAShapeLayer)", "this extension of `CALayer` is a layer's".
    let subject: String

    init?(facts: SiteFacts) {
        guard let type = facts.context.type, let base = facts.resolution.flatMap(SiteFacts.layerBase) else { return nil }
        if type.kind == .extension {
            subject = "this extension of `\(type.name)` is a layer's code"
        } else {
            subject = "`\(type.name)` is a layer" + (base == type.name ? "" : " (\(base))")
        }
    }

    var reason: String {
        subject + ", and a layer has no trait collection or window of its own: the display it draws for is its host "
            + "view's, which the main screen is only by chance"
    }

    var suggestion: String {
        "have the view that hosts this layer hand its traitCollection.displayScale in once it is in a window "
            + "(layoutSubviews(), traitCollectionDidChange(_:)), and set contentsScale or the size from it there"
    }
}

