import SwiftLexer
import SourceModel
import RuleLanguage

/// What rule conditions can ask about one use, computed once per use.
struct SiteFacts {
    let use: Use
    let context: Context
    let resolution: TypeResolution?
    let typeTags: Set<String>
    let memberName: String?
    let closureTags: Set<String>
    let useTags: Set<String>
    /// The window scene binding in scope, if any.
    let scene: String?
    /// The compositional-layout section provider closure around the use, if any.
    let sectionProvider: ClosureExpression?
    /// The innermost `GeometryReader { proxy in … }` closure around the use.
    let geometryReader: ClosureExpression?
    /// The containers in reach of the use, nearest first.
    let containers: [ContainerCandidate]
    /// The space of the values the enclosing function works with.
    let coordinateSpace: CoordinateSpace
    /// For a use in an extension, the kind of the extended type when the project declares it.
    let extendedKind: TypeKind?
    /// The call graph, built on first use: only `caller` and `entry` conditions need it.
    private let callGraph: () -> CallGraph
    /// A type and its project supertypes, nearest first.
    private let typeChain: (String) -> [String]
    /// The moments the use can run in, found on first use: only `moment` conditions and
    /// `explain` need them.
    let moments: () -> Moments
    /// The scopes the file's rewrites share (a body's statements, a type's properties).
    let rewriteScopes: RewriteScopes

    init(use: Use, analysis: FileAnalysis) {
        let model = analysis.model, index = analysis.index
        self.use = use
        let context = model.context(at: use.first)
        self.context = context
        if let type = context.type {
            let resolution = index.resolve(type)
            self.resolution = resolution
            typeTags = Self.typeTags(resolution.kind, isExtension: type.kind == .extension)
                .union(Self.sizesFromContent(resolution) ? ["content-sized-view"] : [])
                .union(Self.frameworkBase(resolution) == "UIWindow" ? ["uiwindow"] : [])
                .union(resolution.kind == .view && analysis.detachedViews.names.contains(TypeIndex.lastComponent(type.name))
                       ? ["detached-view"] : [])
        } else {
            resolution = nil
            typeTags = ["none"]
        }
        memberName = context.member.flatMap { model.scopes[$0].memberName }
        sectionProvider = Self.sectionProvider(context, model: model)
        geometryReader = context.closures.last { $0.callee == "GeometryReader" && $0.parameters.count == 1 }
        closureTags = Self.closureTags(context, inSectionProvider: sectionProvider != nil)
            .union(geometryReader == nil ? [] : ["geometry-reader"])
        var useTags: Set<String> = [use.form == .implicit ? "implicit" : "explicit"]
        if let before = model.file.previous(before: use.first), model.file.token(before, is: "??"),
           Self.leftOperandMentionsWindow(of: before, in: model) {
            useTags.insert("fallback")
        }
        if Self.sizesWindow(use.first, in: model, windows: analysis.windowProperties) { useTags.insert("window-frame") }
        if Self.sizesPreferredContent(use.first, in: model) { useTags.insert("preferred-size") }
        if Self.coversScreen(use, in: model) { useTags.insert("covers-screen") }
        if Self.crossesAxis(use, in: model) { useTags.insert("crossed-axis") }
        coordinateSpace = analysis.coordinateSpaces.space(member: context.member)
        if coordinateSpace != .local { useTags.insert("screen-space") }
        if analysis.scaleFlowsIntoDivision(use) { useTags.insert("divisor-local") }
        if analysis.callsScreenHelper(use) { useTags.insert("screen-helper-call") }
        if analysis.isTestCode { useTags.insert("test-code") }
        if Self.fallsBackFromDisplayScale(use.first, member: context.member, analysis: analysis) { useTags.insert("fallback") }
        self.useTags = useTags
        scene = analysis.windowScene(member: context.member, before: use.first)
        containers = analysis.containers.candidates(at: use, context: context, resolution: resolution,
                                                    geometryReader: geometryReader)
        callGraph = { analysis.callGraph }
        typeChain = { analysis.typeAndSupertypes($0) }
        moments = { [member = context.member] in analysis.moments(at: member) }
        rewriteScopes = analysis.rewriteScopes
        extendedKind = context.type.flatMap { type in
            type.kind == .extension ? index.types[TypeIndex.lastComponent(type.name)]?.first?.kind : nil
        }
    }

    /// Whether the operand left of the `??` at `coalescing` reads a window, scene, screen or
    /// container (`window?.bounds.width ?? UIScreen.main…`, `containerView?.bounds ?? UIScreen.main.bounds`):
    /// a half-done migration. A plain default such as
    /// `heights[row] ?? UIScreen.main.bounds.width` is not one, and is rewritten like any read.
    static func leftOperandMentionsWindow(of coalescing: Int, in model: SourceModel) -> Bool {
        let file = model.file
        guard let end = file.previous(before: coalescing) else { return false }
        return (model.chainStart(endingAt: end)...end).contains { index in
            guard file.tokens[index].kind == .identifier else { return false }
            let name = file.text(index).lowercased()
            return ["window", "screen", "scene", "container"].contains(where: name.contains)
        }
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

    /// The UIKit view class a view type comes from (`UIStackView`, `UIWindow`), nil for others.
    static func frameworkBase(_ resolution: TypeResolution) -> String? {
        guard resolution.kind == .view, let framework = resolution.path.last(where: { $0.location == nil }) else { return nil }
        return TypeIndex.lastComponent(framework.name)
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

    /// Tags for `use`: the fixed ones plus `compared` when the matched expression is compared.
    func useTags(matchEnd: Int, model: SourceModel) -> Set<String> {
        var tags = useTags
        let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "~="]
        if let next = model.file.next(after: matchEnd), model.file.tokens[next].kind == .operator,
           comparisons.contains(model.file.text(next)) {
            tags.insert("compared")
        }
        if let before = model.file.previous(before: use.first), model.file.tokens[before].kind == .operator,
           comparisons.contains(model.file.text(before)) {
            tags.insert("compared")
        }
        if Self.equalsViewDimension(matchEnd: matchEnd, first: use.first, model: model) { tags.insert("compared-with-size") }
        if Self.choosesText(matchEnd: matchEnd, first: use.first, in: model) { tags.insert("chooses-text") }
        return tags
    }

    /// Whether the match is tested with `==` or `!=` against a view's or size's own width or
    /// height (`UIScreen.main.bounds.width == view.frame.size.width`, `size.width != …`): the
    /// question "does this view fill the screen?", not a device model.
    static func equalsViewDimension(matchEnd: Int, first: Int, model: SourceModel) -> Bool {
        let file = model.file
        func isEquality(_ index: Int?) -> Bool {
            index.map { file.token($0, is: "==") || file.token($0, is: "!=") } ?? false
        }
        if let after = file.next(after: matchEnd), isEquality(after), let start = file.next(after: after),
           namesViewDimension(from: start, through: dottedNamesEnd(from: start, in: file), in: file) {
            return true
        }
        if let before = file.previous(before: first), isEquality(before), let end = file.previous(before: before) {
            return namesViewDimension(from: model.chainStart(endingAt: end), through: end, in: file)
        }
        return false
    }

    /// Whether the chain `start...end` is `….size.width`, `frame.height`, `bounds.width` and the like.
    private static func namesViewDimension(from start: Int, through end: Int, in file: SyntaxFile) -> Bool {
        guard start < end, file.token(end, is: "width") || file.token(end, is: "height") else { return false }
        return (start..<end).contains { file.token($0, is: "size") || file.token($0, is: "frame") || file.token($0, is: "bounds") }
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

    /// Whether every condition holds for a match ending at `matchEnd` with `captures`.
    func holds(_ conditions: [Condition], matchEnd: Int, model: SourceModel, settings: MigrationSettings,
               captures: [String: String] = [:]) -> Bool {
        conditions.allSatisfy { holds($0, matchEnd: matchEnd, model: model, settings: settings, captures: captures) }
    }

    /// The first condition that fails, for `explain`.
    func firstFailing(_ conditions: [Condition], matchEnd: Int, model: SourceModel,
                      settings: MigrationSettings, captures: [String: String] = [:]) -> Condition? {
        conditions.first { !holds($0, matchEnd: matchEnd, model: model, settings: settings, captures: captures) }
    }

    func holds(_ condition: Condition, matchEnd: Int, model: SourceModel, settings: MigrationSettings,
               captures: [String: String] = [:]) -> Bool {
        switch condition.subject {
        case .type: return condition.holds(for: typeTags)
        case .context: return condition.holds(for: [context.placement.rawValue])
        case .member: return condition.holds(for: memberName.map { [$0] } ?? [])
        case .entry:
            guard let member = context.member, let method = model.callableMethod(member) else {
                return condition.holds(everyOf: [])
            }
            let graph = callGraph()
            var entries = typeChain(method.type).reduce(into: Set<String>()) { $0.formUnion(graph.entryPoints(of: method.name, in: $1)) }
            // Code in other files can call a member that is not private: it is its own way in.
            if !model.scopes[member].isFilePrivate { entries.insert(method.name) }
            return condition.holds(everyOf: entries)
        case .caller:
            guard let method = model.callableMethod(context.member) else { return condition.holds(for: []) }
            let graph = callGraph(), types = typeChain(method.type)
            return condition.holds { caller in types.contains { graph.reaches(method.name, from: caller, in: $0) } }
        case .moment: return condition.holds(for: moments().values)
        case .closure: return condition.holds(for: closureTags)
        case .access: return condition.holds(for: [model.file.access(after: matchEnd).rawValue])
        case .use: return condition.holds(for: useTags(matchEnd: matchEnd, model: model))
        case .scene: return condition.holds(for: [scene == nil ? "unavailable" : "available"])
        case .container: return condition.holds(for: containers.conditionValues)
        case .minIOS: return condition.holds(minIOS: settings.minIOS)
        case .value: return condition.holds(capturedText: condition.capture.flatMap { captures[$0] })
        }
    }
}
