import SwiftLexer
import SourceModel
import RuleLanguage

/// What rule conditions can ask about one use, computed once per use; the moments and roles,
/// which take a walk, on first ask (from the file's analysis, which keeps them).
struct SiteFacts {
    let use: Use
    /// The file's analysis: the project's facts, and the per-member and per-use answers it keeps.
    let analysis: FileAnalysis
    let context: Context
    let resolution: TypeResolution?
    let typeTags: Set<String>
    let memberName: String?
    /// Whether the member is a private helper of its type that only the app delegate's `application(…)`
    /// methods call (`setupWindow()` from `application(_:didFinishLaunchingWithOptions:)`): it runs as part of
    /// them, so a rule about `application` holds in it too.
    let launchHelper: Bool
    let closureTags: Set<String>
    /// How the use is spelled, and whether it is test code.
    let useTags: Set<String>
    /// The window scene binding in scope, if any.
    let scene: String?
    /// The compositional-layout section provider closure around the use, if any.
    let sectionProvider: ClosureExpression?
    /// The innermost `GeometryReader { proxy in … }` closure around the use.
    let geometryReader: ClosureExpression?
    /// The containers in reach of the use, nearest first.
    let containers: [ContainerCandidate]
    /// For a use in an extension, the kind of the extended type when the project declares it.
    let extendedKind: TypeKind?
    /// The scopes the file's rewrites share (a body's statements, a type's properties).
    let rewriteScopes: RewriteScopes

    /// The ways into the use, each with its moment.
    var moments: Moments { analysis.moments(at: use, context: context) }
    /// What the value is for, and where it goes.
    var roles: UseRoles { analysis.roles(of: use, context: context) }

    init(use: Use, analysis: FileAnalysis) {
        let model = analysis.model, index = analysis.index
        self.use = use
        self.analysis = analysis
        let context = model.context(at: use.first)
        self.context = context
        if let type = context.type {
            let resolution = analysis.resolve(type)
            self.resolution = resolution
            let tags = Self.isViewProtocolHelper(type, member: context.member, in: model, index: index)
                ? ["helper-extension", "swiftui"]
                : Self.typeTags(resolution.kind, isExtension: type.kind == .extension)
                .union(Self.sizesFromContent(resolution) ? ["content-sized-view"] : [])
                .union(Self.frameworkBase(resolution) == "UIWindow" ? ["uiwindow"] : [])
                .union(Self.frameworkClass(resolution) == "UIStoryboardSegue" ? ["storyboard-segue"] : [])
                .union(Self.collectionCells.contains(Self.frameworkClass(resolution) ?? "") ? ["collection-cell"] : [])
                .union(type.inherited.contains("UIApplicationDelegate") ? ["app-delegate"] : [])
                .union(Self.layerBase(resolution) == nil ? [] : ["layer"])
                .union(resolution.kind == .view && analysis.detachedViews.names.contains(TypeIndex.lastComponent(type.name))
                       ? ["detached-view"] : [])
            typeTags = Self.isFactory(context.member, of: type, in: model) && tags.contains("helper-extension")
                ? tags.subtracting(["helper-extension"]).union(["factory"]) : tags
        } else {
            resolution = nil
            typeTags = ["none"]
        }
        memberName = context.member.flatMap { model.scopes[$0].memberName }
        launchHelper = Self.isLaunchHelper(context, model: model, graph: analysis.callGraph, outside: analysis.project.outsideUses)
        sectionProvider = Self.sectionProvider(context, model: model)
        geometryReader = Self.enclosingReader(context.closures)
        closureTags = Self.closureTags(context, inSectionProvider: sectionProvider != nil)
            .union(geometryReader == nil ? [] : ["geometry-reader"])
        var useTags: Set<String> = [use.form == .implicit ? "implicit" : "explicit"]
        if analysis.isTestCode { useTags.insert("test-code") }
        if analysis.isPlayground || model.isPreviewCode(at: use.first) { useTags.insert("sample-code") }
        if analysis.isInNoTarget { useTags.insert("in-no-target") }
        if analysis.isSwiftUIView(context), Decoration.contains(use.first, in: model) { useTags.insert("in-decoration") }
        if analysis.isSwiftUIView(context), AspectFill.framed(use.first, in: model) { useTags.insert("fills-aspect") }
        // A UIKit frame, or a place outside any layout (a bitmap, a popover's anchor), set in SwiftUI code is no SwiftUI layout.
        if analysis.isSwiftUIView(context), case let roles = analysis.roles(of: use, context: context),
           roles.flow.sinks.contains(where: \.setsUIKitGeometry) || roles.outsideLayout != nil {
            useTags.insert("uikit-frame")
        }
        if analysis.isSwiftUIView(context), let axis = analysis.screenAxisRead(after: use.main),
           analysis.isAlongScrollAxis(use.first, axis: axis, type: context.type?.name) {
            useTags.insert("along-scroll-axis")
        }
        if analysis.isSwiftUIView(context), SwiftUIFrame.opener(holding: use.first, in: model) != nil {
            if analysis.isInHorizontalScroll(use.first, type: context.type?.name) { useTags.insert("in-horizontal-scroll") }
            if analysis.isAspectSized(use.first, type: context.type?.name) { useTags.insert("aspect-sized") }
            if analysis.isHostedByUIKit(type: context.type?.name) { useTags.insert("uikit-hosted") }
            if analysis.isPaddedAcross(use.first, type: context.type?.name) { useTags.insert("padded-across") }
        }
        self.useTags = useTags
        scene = analysis.windowScene(member: context.member, before: use.first)
        containers = analysis.containers.candidates(at: use, context: context, resolution: resolution,
                                                    geometryReader: geometryReader)
        rewriteScopes = analysis.rewriteScopes
        extendedKind = context.type.flatMap { type in
            type.kind == .extension ? index.types[TypeIndex.lastComponent(type.name)]?.first?.kind : nil
        }
    }

    /// Whether the type's own view scrolls: a scroll, table or collection view, or a table or
    /// collection view controller (whose `view` is its list). Its bounds start at the scroll offset.
    var ownViewScrolls: Bool {
        let scrolling: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView",
                                      "UITableViewController", "UICollectionViewController"]
        return resolution?.path.contains { scrolling.contains(TypeIndex.lastComponent($0.name)) } ?? false
    }

    /// UIKit views whose size comes from their content when nothing pins it: a stack view's from
    /// its arranged subviews, a label's from its text, a button's or image view's from its
    /// title or image.
    static let contentSizedViews: Set<String> = [
        "UIStackView", "UILabel", "UIButton", "UIImageView", "UITextField", "UISwitch", "UISegmentedControl",
    ]

    /// Whether the type is a view of one of `contentSizedViews`, directly or through project classes.
    static func sizesFromContent(_ resolution: TypeResolution) -> Bool {
        frameworkBase(resolution).map(contentSizedViews.contains) ?? false
    }

    /// Whether `member` is a member of an image type's extension that makes a new image
    /// (`extension UIImage { class func dot(…) -> UIImage }`, `var rounded: UIImage?`): it hands
    /// its callers a bitmap it drew, not the screen's value, so it is no helper wrapping the screen.
    /// (A `CGFloat` made from the screen, `static var screenWidth: CGFloat`, is that value itself.)
    static func isFactory(_ member: Int?, of type: TypeDeclaration, in model: SourceModel) -> Bool {
        guard type.kind == .extension, imageTypes.contains(TypeIndex.lastComponent(type.name)), let member else { return false }
        switch model.scopes[member].kind {
        case .function(let function) where function.kind == .function: return MigrationProject.isFactory(function, of: type)
        case .property(let property) where property.accessors != nil:
            return MigrationProject.isFactory(returning: property.type, of: type)
        default: return false
        }
    }

    /// The types whose values are bitmaps drawn at a scale.
    static let imageTypes: Set<String> = ["UIImage", "CGImage", "CIImage"]

    /// The framework class a resolved type ends in (`UITableViewCell`, `CAShapeLayer`), if any.
    /// The classes a collection view makes with `init(frame:)`, handing in the frame its layout computed.
    static let collectionCells: Set<String> = ["UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView"]

    static func frameworkClass(_ resolution: TypeResolution) -> String? {
        resolution.path.last { $0.location == nil }.map { TypeIndex.lastComponent($0.name) }
    }

    /// The UIKit view class a view type comes from (`UIStackView`, `UIWindow`), nil for others.
    static func frameworkBase(_ resolution: TypeResolution) -> String? {
        resolution.kind == .view ? frameworkClass(resolution) : nil
    }

    /// Whether `member` of `type` is a value helper of SwiftUI's `View` protocol itself
    /// (`extension View { var screenRect: CGRect { UIScreen.main.bounds } }`): no view's body,
    /// but a getter every view may call, which hands each caller the main screen's value. A
    /// member that returns a view (`func card() -> some View`) is a modifier, part of a body.
    static func isViewProtocolHelper(_ type: TypeDeclaration, member: Int?, in model: SourceModel, index: TypeIndex) -> Bool {
        guard type.kind == .extension, type.name == "View", index.types["View"] == nil, let member else { return false }
        let returned: String?
        switch model.scopes[member].kind {
        case .property(let property): returned = property.type
        case .function(let function) where function.kind == .function: returned = function.returnType
        default: return false
        }
        guard let returned else { return model.scopes[member].propertyDeclaration != nil }
        return !returned.contains("View")
    }

    /// The Core Animation layer class the type ends in (`CAShapeLayer`), if it is a layer.
    static func layerBase(_ resolution: TypeResolution) -> String? {
        frameworkClass(resolution).flatMap { UIKitCatalog.layers.contains($0) ? $0 : nil }
    }

    /// Whether the type is a collection view cell, by the framework class its chain ends in.
    var isCollectionCell: Bool { endsIn("UICollectionViewCell") }

    /// Whether the type is a table view cell, by the framework class its chain ends in.
    var isTableCell: Bool { endsIn("UITableViewCell") }

    private func endsIn(_ framework: String) -> Bool {
        resolution?.path.contains { $0.location == nil && TypeIndex.lastComponent($0.name) == framework } ?? false
    }

    static func typeTags(_ kind: FrameworkKind?, isExtension: Bool) -> Set<String> {
        switch kind {
        case .view?: return ["uiview", "trait-environment"]
        case .viewController?: return ["uiviewcontroller", "trait-environment"]
        case .traitEnvironment?: return ["trait-environment"]
        case .swiftUIView?: return ["swiftui-view", "swiftui"]
        case .swiftUI?: return ["swiftui"]
        case .screen?: return isExtension ? ["uiscreen-extension", "helper-extension"] : ["plain"]
        case .helper?: return isExtension ? ["helper-extension"] : ["plain"]
        case .plain?: return ["plain"]
        case nil: return ["unknown"]
        }
    }

    static func closureTags(_ context: Context, inSectionProvider: Bool) -> Set<String> {
        guard let innermost = context.closures.last else { return ["none"] }
        var tags: Set<String> = []
        if context.closures.contains(where: \.mayEscape) { tags.insert("escaping") }
        if innermost.isImmediatelyCalled { tags.insert("immediately-called") }
        if inSectionProvider { tags.insert("section-provider") }
        switch context.selfAccess {
        case .optional: tags.insert("weak-self")
        default: break
        }
        for closure in context.closures {
            switch closure.selfCapture {
            case .weak where context.selfAccess != .optional: tags.insert("weak-self-unwrapped")
            case .unowned: tags.insert("unowned-self")
            case .strong: tags.insert("self-captured")
            default: break
            }
        }
        return tags
    }

    /// The innermost section-provider closure around the use: one passed to
    /// `UICollectionViewCompositionalLayout`, or the initial value of a variable annotated
    /// `UICollectionViewCompositionalLayoutSectionProvider`.
    static func sectionProvider(_ context: Context, model: SourceModel) -> ClosureExpression? {
        let annotated = context.chain.compactMap { scope -> Int? in
            guard let property = model.scopes[scope].propertyDeclaration, let type = property.type,
                  TypeIndex.lastComponent(type) == "UICollectionViewCompositionalLayoutSectionProvider",
                  let initializer = property.initializer else { return nil }
            return model.file.significant(atOrAfter: initializer.lowerBound)
        }
        return context.closures.last { closure in
            closure.callee == "UICollectionViewCompositionalLayout" || annotated.contains(closure.braces.lowerBound)
        }
    }

    /// For `let name = (scene as? UIWindowScene)`, the `name` bound left of the `=`.
    static func boundName(model: SourceModel, before index: Int) -> String? {
        var i = index
        while i > 0 {
            i -= 1
            if model.file.punctuation(i, "=") {
                guard let name = model.file.previous(before: i), model.file.tokens[name].kind == .identifier,
                      let binder = model.file.previous(before: name),
                      model.file.keyword(binder, "let") || model.file.keyword(binder, "var") else { return nil }
                return model.file.text(name)
            }
            if model.file.tokens[i].kind == .newline || model.file.punctuation(i, "{") { return nil }
        }
        return nil
    }

    /// Whether a condition holds for a match ending at `matchEnd` with `captures`.
    func holds(_ condition: Condition, matchEnd: Int, settings: MigrationSettings, captures: [String: String] = [:]) -> Bool {
        switch condition.subject {
        case .type: return condition.holds(for: typeTags)
        case .context: return condition.holds(for: [context.placement.rawValue])
        case .member: return condition.holds(for: (memberName.map { [$0] } ?? []) + (launchHelper ? ["application"] : []))
        case .moment: return condition.holds(for: moments.values)
        case .closure: return condition.holds(for: closureTags)
        case .access: return condition.holds(for: [analysis.model.file.access(after: matchEnd).rawValue])
        case .use: return condition.holds(for: useTags)
        case .role: return condition.holds(for: roles.values)
        case .scene:
            var project = analysis.project.hasSceneDelegate(besides: analysis.model.file.path) ? ["delegate-in-project"] : []
            if analysis.project.sceneManifests?.declared(for: analysis.model.file.path) == true { project.append("manifest-in-project") }
            return condition.holds(for: [scene == nil ? "unavailable" : "available"] + project)
        case .container: return condition.holds(for: containers.conditionValues)
        case .minIOS: return condition.holds(minIOS: max(settings.minIOS, analysis.availability.iOS(at: use.first) ?? 0))
        case .value: return condition.holds(capturedText: condition.capture.flatMap { captures[$0] })
        }
    }
}

extension SiteFacts {
    /// The closures whose content SwiftUI presents in another place (a sheet, a popover, a pushed
    /// destination): a GeometryReader outside one measures the presenting view, not that content.
    static let presentations: Set<String> = ["sheet", "popover", "fullScreenCover", "alert", "confirmationDialog",
                                              "inspector", "navigationDestination", "contextMenu"]

    /// The innermost GeometryReader closure around the use with one parameter (its proxy), unless a
    /// presentation's content lies between it and the use.
    static func enclosingReader(_ closures: [ClosureExpression]) -> ClosureExpression? {
        guard let index = closures.lastIndex(where: { $0.callee == "GeometryReader" && $0.parameters.count == 1 }) else { return nil }
        return closures[(index + 1)...].contains { presentations.contains($0.callee ?? "") } ? nil : closures[index]
    }
}

extension SiteFacts {
    /// Whether the use's member runs only from the app delegate's `application(_:…)` callbacks: every
    /// call of it in its type is in one, and no other object calls it (a member that is not private
    /// may be called through `UIApplication.shared.delegate`, which the outside uses would show).
    static func isLaunchHelper(_ context: Context, model: SourceModel, graph: CallGraph?, outside: OutsideUses) -> Bool {
        guard let member = context.member, let name = model.scopes[member].memberName,
              name != "application", let type = context.type?.name, let graph else { return false }
        guard model.scopes[member].isFilePrivate || outside.place(of: name) == nil else { return false }
        let callers = graph.users(of: name, in: type).map { Scope.baseName(ofKey: $0.member) }
        return !callers.isEmpty && callers.allSatisfy { $0 == "application" }
    }
}
