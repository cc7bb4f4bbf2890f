import SourceModel
import RuleLanguage

/// Facts about one file that many uses ask for, each computed once for the whole file (or once
/// per member) and then looked up: asking per use made a file with many uses quadratic.
final class FileAnalysis {
    /// The file's structure.
    let model: SourceModel
    /// The project's types.
    let index: TypeIndex
    /// What the rest of the project says: screen helpers, member uses, outside uses.
    let project: ProjectFacts
    /// Whether UIKit reads a layout hook's traits again when they change (iOS 17 and later).
    let tracksTraitsInLayout: Bool

    init(model: SourceModel, index: TypeIndex, project: ProjectFacts = ProjectFacts(), minIOS: Int = 0) {
        self.model = model
        self.index = index
        self.project = project
        self.tracksTraitsInLayout = UIKitCallbacks.tracksTraitsInLayout(minIOS: minIOS)
    }

    /// How the project forces layout, a way into every layout hook, as a way in notes it; nil where
    /// none does, or where UIKit lays the view out again once its traits are its window's.
    /// A call in this file comes first: it is the likelier way into this file's views.
    /// A direct `layoutSubviews()` call elsewhere counts where its file names a class of this file.
    private(set) lazy var forcedLayoutSite: String? = {
        guard !tracksTraitsInLayout else { return nil }
        if let own = ForcedLayout(model: model).site { return Self.ownForcedLayout(own) }
        guard let project = project.forcedLayout else { return nil }
        if let elsewhere = project.site { return Self.otherForcedLayout(elsewhere) }
        let classes = model.typeDeclarations.filter { $0.kind == .class }.map { TypeIndex.lastComponent($0.name) }
        return project.directCall(reaching: classes).map(Self.otherForcedLayout)
    }()

    /// How a way in by forced layout reads, for a call in this file and for one elsewhere, which
    /// reaches this view only if it is called on a view above it: possible, not shown.
    private static func ownForcedLayout(_ site: String) -> String {
        site.hasPrefix("`layoutSubviews()`") ? "\(site) runs the hook of the view it is called on at once, in a window or not"
            : "\(site) lays out the views under the one it is called on at once, in a window or not"
    }

    private static func otherForcedLayout(_ site: String) -> String {
        site.hasPrefix("`layoutSubviews()`")
            ? "\(site), in a file that names this class, runs the hook of the view it is called on at once, in a "
                + "window or not; screenmod does not follow which view that is"
            : "the project forces layout by hand (first \(site)), and a forced layout of any view above this one runs "
                + "this hook at once, in a window or not; nothing shows which views such a call reaches"
    }

    /// The views whose own size is a share of the screen's: the project's, or this file's alone.
    private(set) lazy var screenSizedViews = project.screenSizedViews
        ?? ScreenSizedViews(files: [ProjectFile(path: model.file.path, source: model.file.source)], screenNames: [])

    /// The view controllers whose root view is placed by hand: the project's, or this file's alone.
    private(set) lazy var handPlacedControllers = project.handPlacedControllers
        ?? HandPlacedControllers(files: [ProjectFile(path: model.file.path, source: model.file.source)],
                                 models: ModelCache(lexed: [model.file.path: model]))

    /// The uses between members of the types, the moments' paths.
    private(set) lazy var callGraph = project.callGraph
        ?? CallGraph(project.callEdges ?? CallEdges(model, nonNilChecks: MomentFinder.nonNilChecks,
                                                    anyReceiver: UIKitCallbacks.layoutForcingNames))

    /// `typeAndSupertypes` answers, by qualified type name: every use in a type asks the same.
    var supertypes: [String: [String]] = [:]

    /// The moments of every member of a type and its supertypes, by the chain's names: every
    /// use in those types asks the same table.
    var momentTables: [String: [String: [Moment: MomentFinder.Origin]]] = [:]
    /// `tableMoments(_:)` answers, by member scope: every use in a member asks the same.
    var momentsByMember: [Int: Moments] = [:]
    /// `LayoutMove` plans, by the scope of their `viewDidLoad()`: every finding in it carries the same fix.
    var layoutMoves: [Int: LayoutMove.Plan?] = [:]
    /// Per type and stored subview name, where the file adds it (`Rewriter.Insertion`), found
    /// once: every use sizing it asks.
    var subviewInsertions: [String: Rewriter.Insertion?] = [:]
    /// Per member and local, the layout type it creates and never installs in a list
    /// (`layoutShownElsewhere`): asked once per use, answered once per local.
    var layoutsShownElsewhere: [String: String?] = [:]
    /// What an unresolved superclass's subtype shows itself to be, by its declaration's keyword token.
    var superclassEvidence: [Int: (kind: String, clue: String)?] = [:]
    /// `roles(of:context:)` answers, by the use's first token.
    var rolesByUse: [Int: UseRoles] = [:]
    /// Per name, the file's identifier tokens that spell it, in order (`mentions(of:)`).
    private var mentionsByName: [String: [Int]] = [:]
    /// Per name, whether the file divides by it: asked per use that stores a scale, answered once.
    var dividesByName: [String: Bool] = [:]
    /// Per scope, its identifier tokens by name: a local's reads are looked up, not searched.
    private var identifiersByScope: [Int: [String: [Int]]] = [:]

    /// The identifier tokens in scope `scope`, by name, found once per scope.
    func identifiers(in scope: Int) -> [String: [Int]] {
        if let known = identifiersByScope[scope] { return known }
        var found: [String: [Int]] = [:]
        for index in model.scopes[scope].range where model.file.tokens[index].kind == .identifier {
            found[model.file.text(index), default: []].append(index)
        }
        identifiersByScope[scope] = found
        return found
    }

    /// The locals the file binds to one axis of the screen (`let h = UIScreen.main.bounds.height`),
    /// by name; a name bound to both axes in different places is left out.
    private(set) lazy var screenAxisLocals: [String: Axis] = {
        var found: [String: Axis?] = [:]
        let file = model.file
        for main in file.identifierTokens(spelled: ["main"]) {
            guard let axis = screenAxisRead(after: main), let dot = file.previous(before: main),
                  file.punctuation(dot, "."), let owner = file.previous(before: dot),
                  file.identifier(owner, "UIScreen"), let equals = file.previous(before: owner), file.punctuation(equals, "="),
                  let name = file.previous(before: equals), file.tokens[name].kind == .identifier else { continue }
            let spelled = file.text(name)
            found[spelled] = found[spelled] == nil ? axis : (found[spelled] == axis ? axis : .some(nil))
        }
        return found.compactMapValues { $0 }
    }()

    /// The locals the file binds to the screen's whole rectangle or size (`let screen =
    /// UIScreen.main.bounds`), whose `.width` and `.height` are the screen's axes.
    private(set) lazy var screenRectLocals: Set<String> = {
        var found: Set<String> = []
        let file = model.file
        for main in file.identifierTokens(spelled: ["main"]) {
            guard let dot = file.next(after: main), file.punctuation(dot, "."), let bounds = file.next(after: dot),
                  file.identifier(bounds, "bounds"), let end = file.next(after: bounds),
                  file.newlineBetween(bounds, end) || file.punctuation(end, ";") || file.punctuation(end, "}")
                    || (file.punctuation(end, ".") && file.next(after: end).map { file.identifier($0, "size") } == true),
                  let before = file.previous(before: main), file.punctuation(before, "."),
                  let owner = file.previous(before: before), file.identifier(owner, "UIScreen"),
                  let equals = file.previous(before: owner), file.punctuation(equals, "="),
                  let name = file.previous(before: equals), file.tokens[name].kind == .identifier else { continue }
            found.insert(file.text(name))
        }
        return found
    }()

    /// The rotation transforms the file makes, found on the first crossed axis that asks.
    private(set) lazy var rotationTransforms: [Int] = UseSurroundings.rotationTransforms(in: model.file)

    /// The file's assignments to a view's own `center`, `transform` or `frame.origin`, found on the
    /// first own-bounds rewrite that asks whether its view moves itself.
    private(set) lazy var ownMoves: [Int] = Rewriter.ownMoves(in: model.file)

    /// The tokens naming a compositional layout's section, group or item, found on first ask.
    private(set) lazy var layoutSectionTokens: [Int] = model.file.identifierTokens(spelled: SectionBuilder.words)

    /// The names of the properties the file declares as a `UIWindow` (optional or not).
    private(set) lazy var windowProperties: Set<String> = {
        var names: Set<String> = []
        for scope in model.scopes {
            guard let property = scope.propertyDeclaration, let type = property.type else { continue }
            let bare = String(type.filter { $0 != "?" && $0 != "!" && $0 != " " })
            if TypeIndex.lastComponent(bare) == "UIWindow" { names.formUnion(property.names) }
        }
        return names
    }()

    /// What the project declares under each instance member name, by type and name (the file's
    /// own declarations when it is analysed on its own): an overload in another file's extension
    /// counts when an outside use's shape is checked against the member.
    private(set) lazy var declaredMembers = project.declaredMembers ?? Self.declaredMembers(model)
    /// The file's `inputAccessoryView` and `inputView` names, found once: where a new view is set as one.
    private(set) lazy var accessorySlots = model.file.identifierTokens(spelled: ["inputAccessoryView", "inputView"])
    /// The file's `tableHeaderView` and `tableFooterView` names, found once: a table sets those views' width.
    private(set) lazy var tableEdgeSlots = model.file.identifierTokens(spelled: ["tableHeaderView", "tableFooterView", "backgroundView",
                                                                                "selectedBackgroundView"])
    /// The left plus right insets of every `contentInset` and `sectionInset` the file sets, found once.
    private(set) lazy var listInsetSums = UseSurroundings.horizontalListInsets(in: model)
    /// Whether the file names `.horizontal` anywhere (a layout that may scroll sideways), found once.
    private(set) lazy var namesHorizontal = model.file.identifierTokens(spelled: ["horizontal"]).contains { name in
        model.file.previous(before: name).map { model.file.punctuation($0, ".") } == true
    }
    /// The file's `GeometryReader { proxy in … }` closures that name their proxy, in file order, found once.
    private(set) lazy var namedGeometryReaders = model.scopes.compactMap(\.closure).filter(MeasuredContainer.namesProxy)
    /// The file's `addSubview`-like calls (and `addSublayer`'s), in token order, found once: asked for each
    /// new view's frame and each stored view a rewrite sizes.
    private(set) lazy var insertionTokens = model.file.identifierTokens(
        spelled: DetachedViews.insertions.union(["addSublayer", "insertSublayer"])).sorted()
    /// Whether the file extends UIScreen (`UIScreen.screenWidth` may then be its own member), found once.
    private(set) lazy var extendsUIScreen = model.typeDeclarations.contains {
        $0.kind == .extension && TypeIndex.lastComponent($0.name) == "UIScreen"
    }
    /// The views the file's types add to the key window by hand, found once.
    private(set) lazy var keyWindowContent = KeyWindowContent(model: model, insertions: insertionTokens)

    /// The file's function scopes by base name, for following a value into a function it is handed to.
    private(set) lazy var functionScopes: [String: [Int]] = model.scopes.indices.reduce(into: [:]) { found, index in
        if let name = model.scopes[index].functionDeclaration?.name { found[name, default: []].append(index) }
    }

    /// The functions the project declares, by base name (the file's own on its own).
    private(set) lazy var declaredFunctions = project.declaredFunctions ?? DeclaredFunctions(declaredMembers)
    private(set) lazy var interfaceBuilderTypes = project.interfaceBuilderTypes ?? MomentFinder.interfaceBuilderTypes(declaredMembers)
    /// The project's types under each type they derive from.
    private(set) lazy var subtypes = project.subtypes ?? Subtypes(declaredMembers, index: index)

    /// What rewrites ask about the scopes around a use, found once and shared by the file's uses.
    private(set) lazy var rewriteScopes = RewriteScopes(model: model)
    /// Whether the lists of each type span its view, found once per type and axis.
    private(set) lazy var listPlacement = ListPlacement(model: model, index: index)
    /// The global variables the file declares (top-level `var` and `let`), found on first ask.
    private(set) lazy var globalNames: Set<String> = Set(model.scopes.flatMap { scope -> [String] in
        guard let property = scope.propertyDeclaration, model.enclosingBrace(before: property.keywordIndex) == nil else { return [] }
        return property.names
    })
    /// The statements of the file, each found on first ask.
    lazy var statements = SharedStatements(model: model)
    /// The file's `@available` and `#available` guards.
    private(set) lazy var availability = AvailabilityGuards(model)

    /// Per function scope, the first `let name = … as? UIWindowScene` binding in its body: its
    /// token index and name. A binding counts for every function whose body holds it.
    private lazy var sceneBindings: [Int: (index: Int, name: String)] = {
        var bindings: [Int: (index: Int, name: String)] = [:]
        let file = model.file
        for index in file.identifierTokens(spelled: ["UIWindowScene"]) {
            guard let cast = file.previous(before: index),
                  file.keyword(cast, "as") || file.token(cast, is: "?") || file.token(cast, is: "!"),
                  let name = SiteFacts.boundName(model: model, before: index) else { continue }
            for scope in model.scopeChain(at: index) where bindings[scope] == nil {
                if let body = model.scopes[scope].functionDeclaration?.body, body.contains(index) {
                    bindings[scope] = (index, name)
                }
            }
        }
        return bindings
    }()

    /// Per function scope, the space of the values it reads: screen or window coordinates, or local.
    private(set) lazy var coordinateSpaces = CoordinateSpaces(model: model)

    /// The file's view types that build their content into a view they store, never into themselves.
    private(set) lazy var detachedViews = DetachedViews(model: model)

    /// The containers in reach of the file's uses, found once per function and type.
    private(set) lazy var containers = ContainersInReach(model: model, index: index, inherited: project.heldByType)

    /// The directions the file sets a list's layout to scroll in (`scrollDirection = .horizontal`).
    private(set) lazy var scrollDirectionsSet: Set<String> = model.file.identifierTokens(spelled: ["scrollDirection"]).reduce(into: []) {
        let file = model.file
        guard let equals = file.next(after: $1), file.punctuation(equals, "="), let dot = file.next(after: equals),
              file.punctuation(dot, "."), let value = file.next(after: dot) else { return }
        $0.insert(file.text(value))
    }

    /// Whether the file makes a list scroll sideways (`scrollDirection = .horizontal`).
    var scrollsHorizontally: Bool { scrollDirectionsSet.contains("horizontal") }

    /// Whether the project's build leaves the file out: no Xcode project of the run names it.
    var isInNoTarget: Bool { project.filesInNoTarget.contains(model.file.path) }
    /// Whether the file is a page of a playground (`Shapes.playground/Contents.swift`): code that
    /// runs in Xcode, not in the app.
    private(set) lazy var isPlayground = model.file.path.split(separator: "/").contains {
        $0.hasSuffix(".playground") || $0.hasSuffix(".playgroundpage")
    }

    /// Whether the file is test code: it imports XCTest or Swift Testing, or a module `@testable`.
    private(set) lazy var isTestCode = TestCode.contains(model.file)

    /// Whether the file imports SwiftUI: without it, a `View` the file's own types inherit is
    /// another module's (a UIKit library's base view), not SwiftUI's.
    private(set) lazy var importsSwiftUI = model.file.imports("SwiftUI")

    /// Whether the file imports SwiftUI and not UIKit: its top-level code serves SwiftUI views.
    private(set) lazy var importsOnlySwiftUI = importsSwiftUI && !model.file.imports("UIKit")

    /// The parts of the file SwiftUI lays past the safe area along each axis, where the screen's
    /// length is the full-bleed one and a container's (which stops at the safe area) is not.
    private(set) lazy var safeAreaRegions: [Axis: SafeAreaRegions] = [
        .horizontal: SafeAreaRegions(model, along: .horizontal), .vertical: SafeAreaRegions(model, along: .vertical),
    ]
    /// The content of the file's horizontal scroll views, and the views it sizes by their aspect
    /// ratio where it places them (`WidthProposals`).
    private(set) lazy var horizontalScrollRegions = HorizontalScrolls.regions(model, presented: presentedContent)
    private(set) lazy var verticalScrollRegions = VerticalScrolls.regions(model, presented: presentedContent)
    /// What the file's SwiftUI bodies only present (a sheet's content, a navigation destination), found once.
    private(set) lazy var presentedContent = PresentedContent.ranges(in: model)
    /// The content of the file's scroll views and lists not shown to span their view (`ScrollContainers`).
    private(set) lazy var scrollContainerRegions = ScrollContainers.regions(model, presented: presentedContent)
    /// The views the file's paddings across inset (`PaddedPlacement`).
    private(set) lazy var paddedRegions = PaddedPlacement.regions(model)
    private(set) lazy var aspectPlacedNames = AspectSizing.placedNames(model)
    private(set) lazy var hostedNames = HostedViews.placedNames(model)

    /// Another file of the project that places the SwiftUI view `type` past the safe area (a
    /// parent putting it in a full-bleed stack): the view's container may then reach past the
    /// safe area where a container's length usually stops. Found once per type.
    /// `type` is spelled as code elsewhere spells it: `Editor.RootView` for a nested one.
    /// Asked `along` an axis, only a modifier whose edges give up the safe area along it counts.
    func placerIgnoringSafeArea(of type: String, along axis: Axis) -> String? {
        let key = SafeAreaPlacerKey(type: type, axis: axis)
        if let known = safeAreaPlacerFiles[key] { return known }
        let found = project.safeAreaPlacers[axis]?.placer(of: type, except: model.file.path)
        safeAreaPlacerFiles[key] = .some(found)
        return found
    }
    private struct SafeAreaPlacerKey: Hashable { var type: String, axis: Axis }
    /// Per name (and whether the file's type is a controller), whether it holds the view's own
    /// safe-area inset (`holdsOwnSafeAreaInset`): asked per use, answered once per name.
    var ownSafeAreaInsets: [String: Bool] = [:]
    /// Per `if let` first branch (its `{`), the targets it sets from a bound name, found once per branch.
    var bindingTargets: [Int: [String: String]] = [:]
    private var safeAreaPlacerFiles: [SafeAreaPlacerKey: String?] = [:]

    /// The identifier tokens that spell `name`, in file order, within `range` when one is given:
    /// the file is searched once per name, and a range costs a binary search. Questions asked per
    /// use ("where else is `label` read in this method?") were a search of the file each, so N
    /// uses of one name cost N².
    /// Past a few names, one pass indexes every identifier of the file: a question for each of N
    /// names (N helpers, each asked whether anything reads it) was N searches of the file.
    func mentions(of name: String, in range: ClosedRange<Int>? = nil) -> ArraySlice<Int> {
        let all: [Int]
        if let known = mentionsByName[name] {
            all = known
        } else if mentionsByName.count >= Self.namesSearchedOneByOne {
            if !indexedAllIdentifiers {
                let file = model.file
                var index: [String: [Int]] = [:]
                for token in file.tokens.indices where file.tokens[token].kind == .identifier {
                    index[file.text(token), default: []].append(token)
                }
                mentionsByName.merge(index) { known, _ in known }
                indexedAllIdentifiers = true
            }
            all = mentionsByName[name] ?? []
        } else {
            all = model.file.identifierTokens(spelled: [name])
            mentionsByName[name] = all
        }
        guard let range else { return all[...] }
        return all[all.partitionPoint { $0 >= range.lowerBound }..<all.partitionPoint { $0 > range.upperBound }]
    }

    /// How many names `mentions(of:)` searches the file for one by one before it indexes them all.
    private static let namesSearchedOneByOne = 32
    /// Whether `mentionsByName` holds every identifier of the file.
    private var indexedAllIdentifiers = false

    /// The token indices of every `displayScale` identifier, in order.
    private lazy var displayScaleReads: [Int] = model.file.identifierTokens(spelled: ["displayScale"])

    /// A `UIWindowScene` bound before `index` in function member `member`: a parameter of that
    /// type, or the first `let name = … as? UIWindowScene` in its body.
    func windowScene(member: Int?, before index: Int) -> String? {
        guard let member, let function = model.scopes[member].functionDeclaration, function.body != nil else { return nil }
        if let parameter = function.parameters.first(where: { $0.type == "UIWindowScene" }) {
            return parameter.name
        }
        guard let binding = sceneBindings[member], binding.index < index else { return nil }
        return binding.name
    }

    /// Whether a `displayScale` identifier lies in `range`.
    func readsDisplayScale(in range: Range<Int>) -> Bool {
        let reads = displayScaleReads
        let first = reads.partitionPoint { $0 >= range.lowerBound }
        return first < reads.count && reads[first] < range.upperBound
    }
}
