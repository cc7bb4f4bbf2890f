import SourceModel
import RuleLanguage

/// A stored instance property typed as a view or a view controller that shows content: a
/// coordinator's `let navigationController: UINavigationController`, a presenter's
/// `weak var viewController: UIViewController?`, a helper's `let host: UIView`.
///
/// screenmod does not follow when such a container is laid out and on screen as a method of a
/// plain type runs (a coordinator sizes a screen before pushing it, a helper before the host is
/// in a window), so the candidate is always blocked: rules name it in a finding, never rewrite to
/// it, and the finding leaves the moment to the reader rather than claim nothing proves it.
struct StoredContainer: Equatable {
    /// The property's name.
    var name: String
    /// The declared type as written, or the type its initializer calls (`UIView()`).
    var type: String
    /// Whether it may be nil: `weak`, or declared `T?` or `T!`.
    var isOptional: Bool
    /// Whether it is a view controller, whose `view` is the container, rather than a view.
    var isViewController: Bool
    /// Whether it is a window, whose screen is its own scene's rather than its window's.
    var isWindow = false

    /// View controllers whose view holds other content: the containers and the plain controller
    /// (project subclasses resolve to one of them). Alerts, pickers, mail and browser
    /// controllers show system UI of their own size, not a space the code lays content into.
    static let contentControllers: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "UIPageViewController", "UITableViewController", "UICollectionViewController", "UIHostingController",
    ]

    /// The blocked candidate at a use; `hidden` when a local or parameter of the same name hides
    /// the property there, so the advice writes `self.name`.
    func candidate(hidden: Bool) -> ContainerCandidate {
        let reference = hidden ? "self." + name : name
        let subject = isViewController ? "`\(name)`'s view" : "`\(name)`"
        let state = isViewController ? "is loaded, laid out and on screen" : "is laid out and on screen"
        let unwrap = isOptional ? "unwrap it (`guard let \(name) = \(reference) else { … }`) and " : ""
        let view = isViewController ? "\(isOptional ? name : reference).view" : isOptional ? name : reference
        var candidate = ContainerCandidate.blocked(
            .storedContainer, "stored", origin: "the stored property `\(name)` (\(type))",
            "screenmod does not follow when a stored \(isViewController ? "controller's view" : "view") is on screen: "
                + "check that \(isViewController ? "its view" : "it") \(state) when this code runs and is the space this code sizes for",
            suggestion: "if this runs only once \(subject) is on screen and sizes what it shows, "
                + "\(unwrap)read `\(view).bounds`; otherwise have the caller pass the size in from the view it lays out")
        let optional = isOptional ? "?" : ""
        candidate.onScreenView = isViewController ? "\(reference)\(optional).view" : reference + optional
        candidate.isWindow = isWindow
        return candidate
    }

    /// The stored instance properties of every type declared in the file, by qualified name, in
    /// declaration order (extensions cannot store): found in one pass, so that a file of many
    /// small types costs no more than its scopes.
    static func storedProperties(in model: SourceModel) -> [String: [PropertyDeclaration]] {
        var found: [String: [PropertyDeclaration]] = [:]
        for scope in model.scopes {
            guard let parent = scope.parent, let type = model.scopes[parent].typeDeclaration,
                  type.kind != .extension, type.kind != .protocol, let property = scope.propertyDeclaration,
                  property.isStored, !property.isStatic, !property.isLazy else { continue }
            found[type.qualifiedName, default: []].append(property)
        }
        return found
    }

    /// A stored property as its file declares it: its names and the one class it holds.
    struct Held: Sendable, Equatable {
        var names: [String]
        var typeName: String
        var written: String
        var isOptional: Bool
    }

    /// What `properties` hold, where each holds one class.
    static func held(_ properties: [PropertyDeclaration], in model: SourceModel) -> [Held] {
        properties.compactMap { property in
            declaredType(property, in: model).map {
                Held(names: property.names, typeName: $0.name, written: $0.written,
                     isOptional: $0.optional || property.modifiers.contains("weak"))
            }
        }
    }

    /// The stored properties of every class `models` declare, by qualified type name: what a
    /// subclass in another file inherits.
    static func heldByType(in models: [SourceModel]) -> [String: [Held]] {
        var found: [String: [Held]] = [:]
        for model in models {
            for (type, properties) in storedProperties(in: model) where found[type] == nil {
                found[type] = held(properties, in: model)
            }
        }
        return found
    }

    /// The stored containers among `properties`, resolved through the type index.
    static func all(_ properties: [Held], index: TypeIndex, hosts: Set<String>, windows: Bool = false) -> [StoredContainer] {
        return properties.flatMap { property -> [StoredContainer] in
            guard let isViewController = showsContent(property.typeName, index: index) else { return [] }
            // A view is a container only where the file puts content into it (`host.addSubview(…)`):
            // a stored toolbar or picker is sized by such code, or sits beside what it sizes. Asked
            // for `windows`, every stored window counts: its screen is the display it shows on.
            let isWindow = SiteFacts.frameworkBase(index.resolve(property.typeName)) == "UIWindow"
            return property.names.filter { isViewController || hosts.contains($0) || (windows && isWindow) }.map {
                StoredContainer(name: $0, type: property.written, isOptional: property.isOptional,
                                isViewController: isViewController, isWindow: isWindow)
            }
        }
    }

    /// The project type names the stored properties of `types` hold, one list each, for the type
    /// index to resolve: a helper's `weak var parent: PlayerViewController!` is a view controller
    /// in reach only once the file declaring it is indexed. Types whose superclass UIKit names as
    /// a view or view controller are skipped: they have containers of their own.
    static func heldTypeNames(of types: [TypeDeclaration], in model: SourceModel) -> [[String]] {
        let catalog = UIKitCatalog.standard
        let plain = types.filter { type in
            type.kind != .extension && type.kind != .protocol
                && type.inherited.first.map { catalog.kind(of: $0) }.map { [.plain, nil].contains($0) } ?? true
        }
        guard !plain.isEmpty else { return [] }
        let stored = storedProperties(in: model)
        let names = plain.flatMap { held(stored[$0.qualifiedName] ?? [], in: model).map(\.typeName) }
        return Set(names.filter { catalog.kind(of: $0) == nil }).sorted().map { [$0] }
    }

    /// Whether `property` holds a view of any kind (a label or an image view too).
    static func holdsView(_ property: PropertyDeclaration, in model: SourceModel, index: TypeIndex) -> Bool {
        declaredType(property, in: model).map { index.resolve($0.name).kind == .view } ?? false
    }

    /// The names the file adds views into: `host` in `host.addSubview(…)`, `host?.insertSubview(…)`,
    /// `self.host.addArrangedSubview(…)`.
    static func hostNames(in model: SourceModel) -> Set<String> {
        let file = model.file
        var names: Set<String> = []
        for index in file.identifierTokens(spelled: DetachedViews.insertions) {
            guard let dot = file.previous(before: index), file.punctuation(dot, "."), var name = file.previous(before: dot) else { continue }
            if file.token(name, is: "?") || file.token(name, is: "!"), let unwrapped = file.previous(before: name) { name = unwrapped }
            if file.tokens[name].kind == .identifier { names.insert(file.text(name)) }
        }
        return names
    }

    /// Whether `name` is a content-showing view controller (true) or a view whose size is not
    /// its content's (false); nil for anything else.
    static func showsContent(_ name: String, index: TypeIndex) -> Bool? {
        let resolution = index.resolve(name)
        let framework = SiteFacts.frameworkClass(resolution)
        switch resolution.kind {
        case .view?: return SiteFacts.sizesFromContent(resolution) ? nil : false
        case .viewController?: return framework.map(contentControllers.contains) == true ? true : nil
        default: return nil
        }
    }

    /// The type a stored property holds: its annotation (`UIViewController?`, `(UIView & Themed)!`,
    /// `Optional<UIView>`), or the type its initializer constructs when that is its whole value.
    static func declaredType(_ property: PropertyDeclaration,
                                     in model: SourceModel) -> (name: String, written: String, optional: Bool)? {
        guard let written = property.type else {
            return constructedType(property, in: model).map { ($0, $0, false) }
        }
        return heldType(written).map { ($0.name, written, $0.optional) }
    }

    /// The one class a declared type holds (`UIViewController?`, `(UIView & Themed)!`,
    /// `Optional<UIView>`) and whether it may be nil; nil for closures, tuples and collections.
    static func heldType(_ written: String) -> (name: String, optional: Bool)? {
        var type = written.filter { $0 != " " && $0 != "(" && $0 != ")" }
        var optional = false
        if type.hasSuffix("?") || type.hasSuffix("!") {
            type.removeLast()
            optional = true
        }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") {
            type = String(type.dropFirst("Optional<".count).dropLast())
            optional = true
        }
        if type.hasPrefix("any") { type.removeFirst(3) }
        // Closures, tuples, arrays and dictionaries hold no single view.
        guard !type.contains("->"), !type.contains(","), !type.contains("[") else { return nil }
        // `UIViewController & Presenting`: the class part is what the code can size from.
        let parts = type.split(separator: "&").map { part in String(part.prefix { $0 != "<" }) }
        guard let first = parts.first, !first.isEmpty, first.first?.isUppercase == true else { return nil }
        return (first, optional)
    }

    /// `Name` for an initial value `Name(…)` and nothing else (`UIView().subviews` is no view).
    private static func constructedType(_ property: PropertyDeclaration, in model: SourceModel) -> String? {
        let file = model.file
        guard let range = property.initializer, let first = file.significant(atOrAfter: range.lowerBound),
              file.tokens[first].kind == .identifier, file.text(first).first?.isUppercase == true,
              let open = file.next(after: first), file.punctuation(open, "("), let close = model.brackets.match(open),
              file.next(after: close).map({ $0 > range.upperBound }) ?? true else { return nil }
        return file.text(first)
    }
}
