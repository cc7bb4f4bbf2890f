import SourceModel
import RuleLanguage

/// The containers in reach of each use of one file: parameters the code is handed, the optional
/// container a layout or presentation controller owns (once unwrapped), the views and view
/// controllers a plain type stores, a decorating GeometryReader.
/// What depends only on a function or a type is found once and shared by the uses in it.
final class ContainersInReach {
    private let model: SourceModel
    private let index: TypeIndex

    /// Per function scope: its parameters that are containers, with their names.
    private var parameters: [Int: [(candidate: ContainerCandidate, name: String)]] = [:]
    /// Per owned property (`collectionView`, `containerView`): the `guard let` bindings that unwrap it.
    private var unwrappings: [String: [GuardBinding]] = [:]

    /// Per type name: the container it owns, if any.
    private var owned: [String: OwnedContainer?] = [:]
    /// Per qualified type name: the views and view controllers it stores.
    private var stored: [String: [StoredContainer]] = [:]
    /// View parameters of plain types' methods, by function scope.
    private var viewParametersByScope: [Int: [ContainerCandidate]] = [:]
    /// Per block `{`, its statement starts, found once for all the uses in it.
    private var startsByBlock: [Int: [Int]] = [:]
    /// Identifiers by line, for ordering view parameters.
    private var namesByLine: [Int: Set<String>] = [:]
    /// Per qualified type name: its stored instance properties, found on first need.
    private lazy var storedProperties = StoredContainer.storedProperties(in: model)
    /// The names the file adds views into, found once per file.
    private lazy var hostNames = StoredContainer.hostNames(in: model)

    /// The stored properties of the project's classes in other files, by qualified name: a plain
    /// type inherits its superclass's stored controller.
    private let inherited: [String: [StoredContainer.Held]]

    init(model: SourceModel, index: TypeIndex, inherited: [String: [StoredContainer.Held]] = [:]) {
        self.model = model
        self.index = index
        self.inherited = inherited
    }

    /// The candidates at `use`, nearest first: parameters of the enclosing functions (innermost
    /// first), then the container the enclosing type owns, then those a plain type stores (in
    /// declaration order), then a decorating GeometryReader.
    func candidates(at use: Use, context: Context, resolution: TypeResolution?,
                    geometryReader: ClosureExpression?) -> [ContainerCandidate] {
        var found: [ContainerCandidate] = []
        for scope in context.chain.reversed() {
            guard let function = model.scopes[scope].functionDeclaration, let body = function.body else { continue }
            for (candidate, name) in parameterCandidates(scope, function) {
                found.append(usable(candidate, named: name, at: use.first, body: body))
            }
        }
        // An initializer owns it too, though not yet set: rules name it there (a layout's prepare()).
        if context.placement == .instance || context.placement == .initializer, let type = context.type,
           let owned = ownedContainer(type, resolution) {
            found.append(ownedCandidate(owned, at: use.first))
        }
        let inPlainType = resolution?.kind.map({ [.plain, .helper, .screen].contains($0) }) ?? true
        if context.placement == .instance, let type = context.type, let member = context.member, inPlainType {
            // The view the statement sets (`toolBar = UIToolbar(frame: …)`, `picker.frame = …`) is sized, not the container.
            let sized = assignedRoot(before: use.first)
            for container in storedContainers(type, resolution) where container.name != sized {
                found.append(container.candidate(hidden: hides(container.name, at: use.first, context: context, member: member)))
            }
        }
        // A static method handed a view (`static func showTip(_ text: String, onView: UIView?)`) has it in reach too.
        let inMethodOrInit = context.placement == .instance || context.placement == .initializer
        if context.member != nil, inMethodOrInit && inPlainType || context.placement == .static {
            // The view the use's own line works on comes first: `host?.view.layoutMargins = …`.
            let parameters = viewParameters(in: context, besides: found)
            let onLine = lineNames(around: use.first)
            found += parameters.filter { onLine.contains($0.name ?? "") } + parameters.filter { !onLine.contains($0.name ?? "") }
        }
        if let geometryReader, decorates(geometryReader, closures: context.closures) {
            found.append(.blocked(.backgroundReader, "background-reader", origin: "the GeometryReader in this .background or .overlay",
                                  "it measures the view it decorates (in a ScrollView, the scrolling content), not the visible area",
                                  suggestion: "on iOS 18 read the visible size with onScrollGeometryChange(for:of:action:); "
                                      + "otherwise wrap the ScrollView in a GeometryReader and pass its size down"))
        }
        return found
    }

    /// A parameter candidate as it stands at the use: hidden by a local of the same name, or, for
    /// a scroll view, in a statement that does not read it.
    private func usable(_ candidate: ContainerCandidate, named name: String, at index: Int,
                        body: ClosedRange<Int>) -> ContainerCandidate {
        guard candidate.obstacle == nil else { return candidate }
        if model.isShadowed(name, at: index, after: body.lowerBound) {
            return .blocked(candidate.kind, "shadowed", origin: candidate.origin, "another `\(name)` hides it at this line",
                            suggestion: "rename the inner `\(name)`, then use the parameter")
        }
        // Several scroll views may share one delegate, and a screen width next to no offset of
        // this one may size a tab or a cell elsewhere: only math that reads this scroll view is
        // provably about it.
        if candidate.kind == .scrollViewParameter, !statementReads(name, around: index) {
            return .blocked(candidate.kind, "not-read", origin: candidate.origin,
                            "this statement does not read `\(name)`, so the size may be another view's",
                            suggestion: "where this is \(name)'s page size, read \(name).bounds; otherwise "
                                + "read the bounds of the view being sized")
        }
        return candidate
    }

    /// The container `type` owns: found from the names of its superclass chain, project types and
    /// the framework class the chain ends in (which the index leaves unresolved when it is no view).
    private func ownedContainer(_ type: TypeDeclaration, _ resolution: TypeResolution?) -> OwnedContainer? {
        if let known = owned[type.name] { return known }
        var names = type.inherited
        for step in resolution?.path ?? [] {
            names.append(step.name)
            names += index.types[TypeIndex.lastComponent(step.name)]?.first?.inherited ?? []
        }
        let found = OwnedContainer(supertypes: names.map(TypeIndex.lastComponent))
        owned[type.name] = found
        return found
    }

    /// The stored containers of a type that is no view or view controller, found once per type.
    private func storedContainers(_ type: TypeDeclaration, _ resolution: TypeResolution?) -> [StoredContainer] {
        if let known = stored[type.qualifiedName] { return known }
        var held = StoredContainer.held(storedProperties[type.qualifiedName] ?? [], in: model)
        // The project superclasses' stored properties, from this file or another.
        for step in (resolution?.path ?? []).dropFirst() where step.location != nil {
            let name = index.qualifiedName(of: step)
            held += storedProperties[name].map { StoredContainer.held($0, in: model) } ?? inherited[name] ?? []
        }
        let found = StoredContainer.all(held, index: index, hosts: hostNames)
        stored[type.qualifiedName] = found
        return found
    }

    /// The first window a type that is no view or view controller stores, as a candidate: for the
    /// screen object, which display the code means (`window.windowScene?.screen`), not a size.
    func storedWindow(_ type: TypeDeclaration) -> ContainerCandidate? {
        let held = StoredContainer.held(storedProperties[type.qualifiedName] ?? [], in: model)
        return StoredContainer.all(held, index: index, hosts: [], windows: true).first(where: \.isWindow)?.candidate(hidden: false)
    }

    /// Whether `type` stores a view under `name`, whether or not the file adds content to it.
    func storesView(named name: String, in type: TypeDeclaration) -> Bool {
        (storedProperties[type.qualifiedName] ?? []).contains {
            $0.names.contains(name) && StoredContainer.holdsView($0, in: model, index: index)
        }
    }

    /// The first name of what the statement holding `first` assigns to (`picker` in
    /// `self.picker.frame = …`), if it assigns.
    private func assignedRoot(before first: Int) -> String? {
        let file = model.file
        guard let equals = UseSurroundings.statementAssignment(before: first, in: model),
              let end = file.previous(before: equals) else { return nil }
        let start = model.chainStart(endingAt: end)
        return (start...end).lazy.filter { file.tokens[$0].kind == .identifier }.map(file.text).first
    }

    /// Whether a local, a parameter or a closure parameter named `name` hides the property at `index`.
    private func hides(_ name: String, at index: Int, context: Context, member: Int) -> Bool {
        context.chain.contains { scope in model.scopes[scope].functionDeclaration?.parameters.contains { $0.name == name } == true }
            || context.closures.contains { $0.parameters.contains(name) }
            || model.isShadowed(name, at: index, after: model.scopes[member].range.lowerBound)
    }

    private func parameterCandidates(_ scope: Int, _ function: FunctionDeclaration) -> [(candidate: ContainerCandidate, name: String)] {
        if let known = parameters[scope] { return known }
        let found = function.parameters.compactMap { parameter in
            ContainerParameter.candidate(parameter, in: function).map { ($0, parameter.name) }
        }
        parameters[scope] = found
        return found
    }

    /// The parameters of a plain type's method that hold a view or view controller without being
    /// named as the container (`configure(_ cell: PhotoCell)`): a view in reach, but nothing says
    /// it is the space the code sizes for, nor that it is on screen, so each is named, never used.
    /// A stored container, where there is one, is named instead; list and scroll views have rules
    /// of their own.
    private func viewParameters(in context: Context, besides known: [ContainerCandidate]) -> [ContainerCandidate] {
        guard !known.contains(where: { $0.kind == .storedContainer }) else { return [] }
        return context.chain.reversed().flatMap { scope -> [ContainerCandidate] in
            if viewParametersByScope[scope] == nil { viewParametersByScope[scope] = viewParameters(of: scope) }
            return (viewParametersByScope[scope] ?? []).filter { candidate in !known.contains { $0.origin == candidate.origin } }
        }
    }

    /// The view parameters of the function at `scope` as candidates, found once per function.
    private func viewParameters(of scope: Int) -> [ContainerCandidate] {
        guard let function = model.scopes[scope].functionDeclaration else { return [] }
        // A UIKit callback's list or scroll view is the list rules' (the framework hands it in);
        // a method of the project's own handed one (`height(tableView:)`) has it in reach like any view.
        let listsHaveRules = UIKitCallbacks.isCallback(model.scopes[scope].memberKey)
        return function.parameters.compactMap { parameter in
            let origin = "the `\(parameter.name)` parameter of type \(parameter.type)"
            guard parameter.name != "_",
                  let (type, optional) = StoredContainer.heldType(parameter.type), !(listsHaveRules && isScrollView(type)),
                  let isController = StoredContainer.showsContent(type, index: index) else { return nil }
            let view = parameter.name + (optional ? "?" : "") + (isController ? ".view" : "")
            // A scroll or list view's bounds start at its scroll offset: only its size stands for a length.
            let bounds = isScrollView(type) ? "bounds.size" : "bounds"
            var candidate = ContainerCandidate.blocked(
                .viewParameter, "guess", origin: origin,
                "nothing says it is the space this code sizes for, nor that it is laid out and on screen here",
                suggestion: "if this code sizes what `\(parameter.name)` shows once it is on screen, read `\(view).\(bounds)` "
                    + "(and `\(view).traitCollection.displayScale` for its scale); otherwise have the caller pass the size in")
            candidate.isGuess = true
            candidate.name = parameter.name
            return candidate
        }
    }

    /// The identifiers on the line of token `index`, found once per line.
    private func lineNames(around index: Int) -> Set<String> {
        let file = model.file
        let line = file.line(of: index)
        if let known = namesByLine[line.number] { return known }
        let names = Set(line.tokens.filter { file.tokens[$0].kind == .identifier }.map { file.text($0) })
        namesByLine[line.number] = names
        return names
    }

    /// Whether `type` is a scroll view, a table view or a collection view, directly or by inheritance.
    private func isScrollView(_ type: String) -> Bool {
        index.resolve(type).path.contains { ["UIScrollView", "UITableView", "UICollectionView"].contains(TypeIndex.lastComponent($0.name)) }
    }

    /// The owned container, through a `guard let` that unwrapped it before the use in a block around it.
    private func ownedCandidate(_ owned: OwnedContainer, at index: Int) -> ContainerCandidate {
        let bindings = unwrappings[owned.property] ?? GuardBinding.all(unwrapping: owned.property, in: model)
        unwrappings[owned.property] = bindings
        let binding = bindings.last { binding in
            binding.nameIndex < index && binding.block.contains(index)
                && !model.isShadowed(binding.name, at: index, after: binding.nameIndex)
        }
        if let binding {
            let origin = "\(owned.origin), unwrapped as `\(binding.name)`"
            return .view(owned.kind, binding.name, origin: origin)
        }
        var candidate = ContainerCandidate.blocked(owned.kind, "optional", origin: owned.origin,
                                                   "it is optional and not unwrapped before this line",
                                                   suggestion: "unwrap it first (`guard let \(owned.property) = \(owned.property) else { … }`, "
                                                       + "deciding what happens without one), then read \(owned.property).bounds")
        candidate.onScreenView = owned.property + "?"
        return candidate
    }

    /// Whether the statement holding `index` reads `name` itself (not a member `x.name`).
    private func statementReads(_ name: String, around index: Int) -> Bool {
        let file = model.file
        guard let open = model.enclosingBrace(before: index), let close = model.brackets.match(open) else { return false }
        let starts = startsByBlock[open] ?? Statements(model: model).starts(after: open, before: close)
        startsByBlock[open] = starts
        return Statements.span(holding: index, starts: starts, open: open, close: close).contains { token in
            file.tokens[token].kind == .identifier && file.text(token) == name
                && !(file.previous(before: token).map { file.punctuation($0, ".") } ?? false)
        }
    }

    /// Whether a GeometryReader is the content of a `.background` or `.overlay` modifier.
    private func decorates(_ reader: ClosureExpression, closures: [ClosureExpression]) -> Bool {
        let file = model.file
        guard var callee = file.previous(before: reader.braces.lowerBound) else { return false }
        if file.punctuation(callee, ")"), let open = model.brackets.match(callee), let before = file.previous(before: open) {
            callee = before
        }
        guard file.token(callee, is: "GeometryReader"), let before = file.previous(before: callee) else { return false }
        if file.punctuation(before, "("), let modifier = file.previous(before: before) {
            return file.token(modifier, is: "background") || file.token(modifier, is: "overlay")
        }
        if file.punctuation(before, "{") {
            return closures.contains { $0.braces.lowerBound == before && ["background", "overlay"].contains($0.callee ?? "") }
        }
        return false
    }
}

/// The optional container a UIKit type owns: a layout's `collectionView`, a presentation controller's `containerView`.
struct OwnedContainer {
    var kind: ContainerKind
    var property: String
    var origin: String

    private static let layouts: Set<String> = ["UICollectionViewLayout", "UICollectionViewFlowLayout",
                                               "UICollectionViewCompositionalLayout", "UICollectionViewTransitionLayout"]
    private static let presentations: Set<String> = ["UIPresentationController", "UIPopoverPresentationController",
                                                     "UISheetPresentationController"]

    /// The container owned by a type with these supertypes, if one of them is such a framework class.
    init?(supertypes names: [String]) {
        if names.contains(where: Self.layouts.contains) {
            self.init(kind: .collectionViewLayout, property: "collectionView", origin: "the layout's `collectionView`")
        } else if names.contains(where: Self.presentations.contains) {
            self.init(kind: .presentationContainer, property: "containerView",
                      origin: "the presentation controller's `containerView`")
        } else {
            return nil
        }
    }

    private init(kind: ContainerKind, property: String, origin: String) {
        self.kind = kind
        self.property = property
        self.origin = origin
    }
}
