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
    /// What the type's code shows it to be, and what shows it: ("a view controller", "override of viewDidLayoutSubviews()").
    let evidence: (kind: String, clue: String)?
    /// The UIKit class the project's Objective-C declares `missing` to derive from (`UIViewController`
    /// for `@interface BaseViewController : UIViewController`), if it does.
    let objectiveCAncestor: String?
    /// The member the use sits in, outside any closure, when whatever the superclass is it runs
    /// before the object is in a window: `awakeFromNib()`, an initializer.
    let runsBeforeWindow: String?

    /// Overrides that only a subclass of one UIKit class can make, by what they show.
    private static let evidence: [(kind: String, keys: [String])] = [
        (cellKind, ["prepareForReuse()", "init(style:reuseIdentifier:)"]),
        (viewControllerKind, ["viewDidLoad()", "viewDidLayoutSubviews()", "viewWillLayoutSubviews()", "loadView()",
                              "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillTransition(to:with:)",
                              "init(nibName:bundle:)"]),
        (viewKind, ["layoutSubviews()", "draw(_:)", "didMoveToWindow()", "didMoveToSuperview()", "sizeThatFits(_:)",
                    "init(frame:)", "init(reuseIdentifier:)"]),
    ]

    /// The base names of the methods among `evidence` (`viewDidLoad`, `layoutSubviews`): a type that
    /// overrides one is a view, cell or view controller whatever its superclass.
    static let evidenceMethodNames = Set(evidence.flatMap(\.keys).filter { !$0.hasPrefix("init(") }.map(Scope.baseName(ofKey:)))

    /// The labels of a `super.init(…)` call that only one UIKit class family takes
    /// (`super.init(frame: .zero)` is a view's), by what they show. All labels count: a lone
    /// `style:` is a table view controller's, and a library's table node takes it too.
    private static let superInitLabels: [[String]: String] = [
        ["frame"]: viewKind, ["frame", "style"]: viewKind, ["frame", "collectionViewLayout"]: viewKind,
        ["reuseIdentifier"]: viewKind, ["style", "reuseIdentifier"]: cellKind,
        ["nibName", "bundle"]: viewControllerKind,
    ]

    /// Whether the type is an extension of `missing` itself, a type no scanned file declares whose name is a view's.
    let extendsMissing: Bool

    init?(facts: SiteFacts) {
        // The chain's last type the project declares names the superclass first among what it
        // inherits; that superclass is missing when neither the project nor
        // the framework catalog knows it. A known one (`UIResponder`) leaves only protocols, which
        // make no view. An extension of a type no scanned file declares misses that type itself.
        let index = facts.analysis.index
        guard let resolution = facts.resolution, resolution.kind == nil, let type = facts.context.type,
              type.kind == .class || type.kind == .extension else { return nil }
        let extended = TypeIndex.lastComponent(type.name)
        // Only a name a view would have: an undeclared `NumberFormatter` is no more likely a view than anything.
        if type.kind == .extension, !index.declares(extended), index.catalog.kind(of: extended) == nil, Self.namesView(extended) {
            missing = extended
            extendsMissing = true
        } else {
            guard let last = resolution.path.last(where: { index.declares($0.name) }),
                  let inherited = index.types[TypeIndex.lastComponent(last.name)]?.first?.inherited.first, !index.declares(inherited),
                  // A framework name counts when the file's imports rule the framework out (another module's `View`).
                  index.catalog.kind(of: inherited) == nil || index.resolve(type).kind != nil
            else { return nil }
            missing = inherited
            extendsMissing = false
        }
        self.type = type.name
        objectiveCAncestor = facts.analysis.project.objectiveCClasses?.knownAncestor(of: missing).flatMap { $0 == "NSObject" ? nil : $0 }
        let key = facts.context.memberKey(in: facts.analysis.model)
        runsBeforeWindow = facts.context.closures.isEmpty && key.map { $0 == "awakeFromNib()" || $0.hasPrefix("init(") } == true ? key : nil
        // Told once per type declaration: every use in it asks the same.
        if let known = facts.analysis.superclassEvidence[type.keywordIndex] {
            evidence = known
        } else {
            evidence = Self.evidence(of: type, analysis: facts.analysis)
            facts.analysis.superclassEvidence[type.keywordIndex] = .some(evidence)
        }
    }

    /// What the type's overrides, else a `super.init(label: …)` call in its body, show it to be.
    private static func evidence(of type: TypeDeclaration, analysis: FileAnalysis) -> (kind: String, clue: String)? {
        overrideEvidence(analysis.declaredMembers[type.qualifiedName] ?? [:]) ?? superInitEvidence(in: type, model: analysis.model)
    }

    /// What a type's overrides among `members` show it to be, and the override that shows it.
    private static func overrideEvidence(_ members: [String: DeclaredMember]) -> (kind: String, clue: String)? {
        let overrides = Set(members.filter { $0.value.modifiers.contains("override") }.keys)
        return Self.evidence.lazy.compactMap { entry in
            entry.keys.first(where: overrides.contains).map { (entry.kind, "override of \($0)") }
        }.first
    }

    /// The UIKit root classes a type with `members`, whose chain leaves the scanned files, is shown
    /// by its overrides to derive from: `UIViewController` for a view controller's overrides, `UIView`
    /// for a view's or a cell's (with `UIResponder` and `NSObject`). A subclass of those
    /// (`UITableViewController`) is never shown: the overrides cannot tell it.
    static func frameworkAncestors(shownBy members: [String: DeclaredMember]) -> [String] {
        switch overrideEvidence(members)?.kind {
        case viewControllerKind?: ["UIViewController", "UIResponder", "NSObject"]
        case viewKind?, cellKind?: ["UIView", "UIResponder", "NSObject"]
        default: []
        }
    }

    /// What a `super.init(label: …)` call in the type's body shows it to be, and the call.
    private static func superInitEvidence(in type: TypeDeclaration, model: SourceModel) -> (kind: String, clue: String)? {
        let file = model.file
        guard let body = type.body else { return nil }
        for name in body where file.keyword(name, "super") {
            guard let dot = file.next(after: name), file.punctuation(dot, "."),
                  let initializer = file.next(after: dot), file.keyword(initializer, "init"),
                  let labels = CallShape(of: initializer, in: model)?.labels, let kind = superInitLabels[labels] else { continue }
            return (kind, "call of `super.init(\(labels.map { $0 + ":" }.joined()))`")
        }
        return nil
    }
    /// Whether a type's name ends as a UIKit view's does (`FLAnimatedImageView`, `BadgeButton`).
    private static func namesView(_ name: String) -> Bool {
        ["View", "Button", "Label", "Cell"].contains { name.hasSuffix($0) } && !name.hasSuffix("ViewController")
    }

    /// Whether the type's code shows a view controller.
    var showsViewController: Bool { evidence?.kind == Self.viewControllerKind }

    /// The kind a UIKit class an Objective-C superclass derives from names, in this type's words.
    private static func kind(ofUIKitClass name: String) -> String? {
        switch ObjectiveCContext.kind(ofUIKitClass: name) {
        case .viewController?: viewControllerKind
        case .view?: viewKind
        case .cell?: cellKind
        default: nil
        }
    }

    private static let viewControllerKind = "a view controller"
    private static let viewKind = "a view"
    private static let cellKind = "a table or collection view cell"

    /// Why no container is proven, for the finding's message.
    var reason: String {
        let unread = objectiveCAncestor.map {
            "`\(type)` inherits from `\(missing)`, an Objective-C class the scanned headers declare as a `\($0)` subclass; "
                + "screenmod's Swift analysis does not follow Objective-C code (when that class calls this type's methods, "
                + "what it does to its view)"
        } ?? (extendsMissing ? "this extends `\(missing)`, which is not declared in the scanned files (a type from a "
            + "library or another module, an Objective-C class or a typealias)"
            : "`\(type)` inherits from `\(missing)`, which is not declared in the scanned files (a type from a "
            + "library or another module, an Objective-C class or a typealias)")
        // `awakeFromNib()` and initializers run before any window, whatever the superclass.
        let moment = runsBeforeWindow.map {
            "; and this line runs in \($0), before the object is in any window, where sizes and the display scale are not yet its window's"
        }
        // The header names the UIKit class already: what the overrides show adds nothing.
        if objectiveCAncestor != nil {
            return unread + ", so neither its container nor when its callbacks run is proven" + (moment ?? "")
        }
        guard let evidence else { return unread + ", so screenmod cannot tell whether it is a view or a view controller" + (moment ?? "") }
        return unread + "; its \(evidence.clue) shows it is \(evidence.kind), but not which UIKit class it derives from, so "
            + (moment.map { "its container is not proven" + $0 } ?? "neither its container nor when its callbacks run is proven")
    }

    /// What to do, for what the type is: the edit by hand first; resolving the superclass helps
    /// only where its Swift sources are at hand.
    var suggestion: String {
        let include = objectiveCAncestor == nil
            ? "; if `\(missing)` is Swift code you have (a local package or module), scan it together with this code" : ""
        switch evidence?.kind ?? objectiveCAncestor.flatMap(Self.kind(ofUIKitClass:)) {
        case Self.viewControllerKind?:
            return "read view.bounds in viewDidLayoutSubviews() and traitCollection.displayScale once the view is in a window" + include
        case Self.viewKind?, Self.cellKind?:
            return "read bounds in layoutSubviews() and traitCollection.displayScale once the view is in a window" + include
        case _ where extendsMissing:
            return "if `\(missing)` is a view, as its name says, read its bounds and traitCollection.displayScale here only once it "
                + "is laid out in a window (this method runs when its callers call it: a cell's configuration or a controller's "
                + "viewDidLoad is too early); otherwise have the caller pass the size or scale in from its own view" + include
        default:
            return "have the caller pass the size or scale in from its own view" + include
        }
    }
}
