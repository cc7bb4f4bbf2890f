import SourceModel

/// A type whose superclass chain leaves the scanned files (a form library's controller, a chat
/// library's cell): screenmod cannot tell its framework kind, so no container is proven. What
/// a finding can still say truly: which superclass is missing, and what the type's overrides
/// show it to be.
struct UnresolvedSuperclass {
    /// The type the use is in.
    let type: String
    /// The first name of its chain that no scanned file declares.
    let missing: String
    /// What an override shows the type to be, and which override: ("a view controller", "viewDidLayoutSubviews()").
    let evidence: (kind: String, override: String)?

    /// Overrides that only a subclass of one UIKit class can make, by what they show.
    private static let evidence: [(kind: String, keys: [String])] = [
        ("a table or collection view cell", ["prepareForReuse()"]),
        (viewControllerKind, ["viewDidLoad()", "viewDidLayoutSubviews()", "viewWillLayoutSubviews()", "loadView()",
                               "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillTransition(to:with:)"]),
        ("a view", ["layoutSubviews()", "draw(_:)", "didMoveToWindow()", "didMoveToSuperview()", "sizeThatFits(_:)"]),
    ]

    init?(facts: SiteFacts) {
        // The chain's last type the project declares names the superclass first among what it
        // inherits; that superclass is missing when neither the project nor
        // the framework catalog knows it. A known one (`UIResponder`) leaves only protocols, which
        // make no view.
        let index = facts.analysis.index
        guard let resolution = facts.resolution, resolution.kind == nil, let type = facts.context.type,
              type.kind == .class || type.kind == .extension,
              let last = resolution.path.last(where: { index.declares($0.name) }),
              let missing = index.types[TypeIndex.lastComponent(last.name)]?.first?.inherited.first, !index.declares(missing),
              // A framework name counts when the file's imports rule the framework out (another module's `View`).
              index.catalog.kind(of: missing) == nil || index.resolve(type).kind != nil
        else { return nil }
        self.type = type.name
        self.missing = missing
        let declared = facts.analysis.declaredMembers[type.qualifiedName] ?? [:]
        let overrides = Set(declared.filter { $0.value.modifiers.contains("override") }.keys)
        evidence = Self.evidence.lazy.compactMap { entry in
            entry.keys.first(where: overrides.contains).map { (entry.kind, $0) }
        }.first
    }

    /// Whether an override shows a view controller.
    var showsViewController: Bool { evidence?.kind == Self.viewControllerKind }

    private static let viewControllerKind = "a view controller"

    /// Why no container is proven, for the finding's message.
    var reason: String {
        let unread = "`\(type)` inherits from `\(missing)`, which screenmod cannot resolve to a class it reads (a typealias, an "
            + "Objective-C class or a type from another module)"
        guard let evidence else { return unread + ", so it cannot tell whether it is a view or a view controller" }
        return unread + "; its override of \(evidence.override) shows it is \(evidence.kind), but not which UIKit class "
            + "it derives from, so neither its container nor when its callbacks run is proven"
    }

    /// What to do, for what the type is.
    var suggestion: String {
        let include = "if `\(missing)` is declared in Swift, scan its sources together with this code, so screenmod can resolve it"
        switch evidence?.kind {
        case Self.viewControllerKind?:
            return include + "; or, by hand, read view.bounds in viewDidLayoutSubviews() and traitCollection.displayScale once the view is in a window"
        case "a view"?, "a table or collection view cell"?:
            return include + "; or, by hand, read bounds in layoutSubviews() and traitCollection.displayScale once the view is in a window"
        default:
            return include + "; or have the caller pass the size or scale in from its own view"
        }
    }
}
