import SwiftLexer
import SourceModel
import RuleLanguage

extension MigrationProject {
    /// Helpers that read `UIScreen.main`, by member name: members of extensions such as
    /// `extension UIScreen { static var width }`, static members of project types such as
    /// `enum Metrics { static let screenWidth }`, and global functions and variables.
    /// A helper of another anchor (`extension UIApplication { var currentWindow … }`) is found
    /// the same way, and so is a project's own name for `UIScreen` (`ScreenAliases`).
    /// The helpers by name, and `path:line` of each later read of the screen in a helper that
    /// reads it more than once (an `if` and an `else`) to its first read's, whose finding speaks
    /// for all: call sites are matched to that first one.
    static func findHelpers(_ seeds: [SourceModel], anchors: [Anchor] = [.mainScreen],
                            index: TypeIndex) -> (helpers: [String: [ScreenHelper]], aliases: [String: String]) {
        // Each seed is read on its own thread; the merge keeps the seeds' order.
        let found = concurrentMap(seeds) { model in
            // Whether a member computes more than it hands on, asked once per member however many uses it holds.
            var computes: [Int: Bool] = [:]
            // The screen's origin is a constant (the `screen-origin` rewrite makes it zero): a member reading it hands on no screen.
            return model.uses(of: anchors, in: index)
                .filter { ScreenValue(members: ScreenValue.memberNames(after: $0.main, in: model)) != .origin || !$0.anchor.isMainScreen }
                .compactMap { helper(around: $0, in: model, index: index, computes: &computes) }
                + ScreenAliases.helpers(in: model)
        }
        var helpers: [String: [ScreenHelper]] = [:]
        var aliases: [String: String] = [:]
        // A dictionary, not a search of the list: thousands of same-named helpers made that quadratic.
        var first: [[String]: String] = [:]
        for helper in found.joined() {
            let key = [helper.name, helper.owner]
            guard let earlier = first[key] else {
                first[key] = helper.location
                helpers[helper.name, default: []].append(helper)
                continue
            }
            let samePath = earlier.prefix { $0 != ":" } == helper.location.prefix { $0 != ":" }
            if samePath, earlier != helper.location { aliases[helper.location] = earlier }
        }
        return (helpers, aliases)
    }

    /// The helper whose body or initial value holds `use`, if the use sits in one.
    static func helper(around use: Use, in model: SourceModel, index: TypeIndex, computes known: inout [Int: Bool]) -> ScreenHelper? {
        guard var helper = wrapper(around: use, in: model, index: index) else { return nil }
        let context = model.context(at: use.first)
        if let member = context.member {
            let declared = model.scopes[member].functionDeclaration?.returnType ?? model.scopes[member].propertyDeclaration?.type
            let bare = declared.map { String($0.filter { $0 != "?" && $0 != "!" && $0 != " " }) }
            if let bare, builtTypes.contains(bare) { helper.builds = bare }
            if let bare, computedTypes.contains(bare) {
                let computing = known[member] ?? computes(in: member, model: model)
                known[member] = computing
                if computing { helper.builds = bare }
            }
        }
        return helper
    }

    /// Whether the function at scope `member` does more than hand the value on: a body of three
    /// statements or more (a row height measured from text at the screen's width, a cached result).
    /// Its callers need what it computes, so the helper stays and takes the value as a parameter.
    private static func computes(in member: Int, model: SourceModel) -> Bool {
        guard let body = model.scopes[member].functionDeclaration?.body else { return false }
        return Statements(model: model).starts(after: body.lowerBound, before: body.upperBound).count >= 3
    }

    /// The numbers and geometry a helper computes from the value (`heightForRow(_:) -> CGFloat`).
    static let computedTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "CGSize", "CGRect", "CGPoint", "UIEdgeInsets"]

    /// The declared result types that show a helper builds text or a resource from the value
    /// (a URL spelled with the scale), rather than handing the value on.
    static let builtTypes: Set<String> = ["String", "Substring", "URL", "URLRequest", "NSURL", "NSString", "NSAttributedString",
                                          "AttributedString", "Data"]

    /// The helper whose body or initial value holds `use`, before what it returns is looked at.
    private static func wrapper(around use: Use, in model: SourceModel, index: TypeIndex) -> ScreenHelper? {
        let context = model.context(at: use.first)
        // A preview's code is run by Xcode's canvas, never called by the app.
        guard let member = context.member, !model.isPreviewCode(at: use.first) else { return nil }
        let name: String
        var isFunction = false
        switch model.scopes[member].kind {
        case .property(let property):
            // A computed image of an image extension (`var rounded: UIImage?`) is an object it builds.
            guard let first = property.names.first,
                  property.accessors == nil || context.type.map({ SiteFacts.isFactory(member, of: $0, in: model) }) != true
            else { return nil }
            name = first
        case .function(let function) where function.kind == .function:
            // A function that returns nothing hands its callers no screen value: `show()`
            // sizing an overlay by the screen is one finding at that use, not at every call.
            guard function.returnsValue, !isFactory(function, of: context.type) else { return nil }
            name = function.name
            isFunction = true
        default:
            return nil
        }
        guard !buildsObject(around: use, in: model) else { return nil }
        let location = "\(model.file.path):\(model.file.location(use.first).line)"
        let end = model.postfixChainEnd(after: use.main)
        let members = use.main < end ? ((use.main + 1)...end).filter { model.file.tokens[$0].kind == .identifier }.map(model.file.text) : []
        let declared = model.scopes[member].propertyDeclaration?.type ?? model.scopes[member].functionDeclaration?.returnType
        let throughLocal = comparedThroughLocal(use, end: end, within: model.scopes[member].range, in: model)
        let value = HelperValue(membersAfterMain: members, anchor: use.anchor, dividedBySide: dividedBySide(after: end, in: model),
                                compared: handsComparison(use, end: end, declaredType: declared, in: model.file)
                                    || (declared == "Bool" && throughLocal),
                                classified: throughLocal && declared.map { !Self.quantityTypes.contains($0) && $0 != "Bool" } == true
                                    || model.file.previous(before: use.first).map { model.file.keyword($0, "switch") } == true)
        guard let type = context.type else {
            // Top-level code in main.swift is the program itself, not a helper others call.
            let fileName = model.file.path.split(separator: "/").last.map(String.init) ?? model.file.path
            guard fileName != "main.swift" else { return nil }
            return ScreenHelper(name: name, owner: "", location: location, anchor: use.anchor, placement: .global,
                                isFunction: isFunction, value: value)
        }
        if type.kind == .extension {
            // `extension UIWindow { static var key … }` wraps the app's key window the way
            // `extension CGFloat { static var screenWidth … }` wraps the screen.
            let staticWrapper = !use.anchor.isMainScreen && context.placement == .static
            // A helper of SwiftUI's `View` protocol is called bare, on the calling view's own `self`.
            if SiteFacts.isViewProtocolHelper(type, member: member, in: model, index: index) {
                return ScreenHelper(name: name, owner: type.name, location: location, anchor: use.anchor, placement: .global,
                                    isFunction: isFunction, value: value)
            }
            // `extension Wrapper where Base: UIScreen { static var width … }`, called as `UIScreen.sc.width`.
            if isScreenWrapper(type) {
                return ScreenHelper(name: name, owner: "UIScreen", location: location, anchor: use.anchor, isFunction: isFunction,
                                    isStatic: context.placement == .static, value: value)
            }
            guard staticWrapper || SiteFacts.typeTags(index.resolve(type).kind, isExtension: true).contains("helper-extension")
            else { return nil }
            return ScreenHelper(name: name, owner: type.name, location: location, anchor: use.anchor, isFunction: isFunction,
                                isStatic: context.placement == .static, value: value)
        }
        guard context.placement == .static, !isSingleton(model.scopes[member], of: type, in: model.file) else {
            return nil
        }
        return ScreenHelper(name: name, owner: type.qualifiedName, location: location, anchor: use.anchor,
                            placement: .staticMember, isFunction: isFunction, isStatic: true, value: value)
    }

    /// Whether the helper hands on a comparison of the value read at `use` (ending at `end`), not
    /// the length: `static let iPhoneX = UIScreen.main.bounds.height >= 812`, or any comparison
    /// in a helper declared to return `Bool`. A comparison that only picks what to return (`if
    /// UIScreen.main.bounds.width >= 414 { return 23 }`) hands on what it picks.
    private static func handsComparison(_ use: Use, end: Int, declaredType: String?, in file: SyntaxFile) -> Bool {
        guard let next = file.next(after: end), ValueFlowWalker.comparisons.contains(file.text(next)) else { return false }
        if declaredType == "Bool" { return true }
        guard declaredType == nil, let before = file.previous(before: use.first) else { return false }
        return file.punctuation(before, "=") || file.keyword(before, "return") || file.punctuation(before, "{")
    }

    /// `let size: CGRect = UIScreen.main.bounds` in a helper that returns `Bool`, where every read of
    /// `size` in `range` is compared (`size.height == 568`): the helper hands on the comparison.
    /// A logged read (`print("width", width)`) decides nothing and hands nothing on, so it is no
    /// exception.
    private static func comparedThroughLocal(_ use: Use, end: Int, within range: ClosedRange<Int>, in model: SourceModel) -> Bool {
        let file = model.file
        guard let next = file.next(after: end), file.punctuation(next, ";") || file.location(next).line > file.location(end).line,
              let reads = model.readsOfLocal(initializedAt: use.first)?.filter(range.contains), !reads.isEmpty else { return false }
        let compared = reads.filter { read in
            file.next(after: model.postfixChainEnd(after: read)).map { ValueFlowWalker.comparisons.contains(file.text($0)) } == true
        }
        return !compared.isEmpty && reads.allSatisfy { read in
            compared.contains(read) || model.enclosingOpener(of: read).flatMap { open in
                file.punctuation(open, "(") ? file.previous(before: open) : nil
            }.map { LayoutNames.isLogging([file.text($0)], hasLiteral: false) } == true
        }
    }

    /// The types a helper hands a quantity in: a number or a geometry value, never a class picked by a test.
    private static let quantityTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "UInt", "NSInteger", "CGSize", "CGRect", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets",
        "Int64", "Int32",
    ]

    /// Whether the value ending at `end` is divided by a phone's side in points (`… / 375`,
    /// `… * (x / 375)`).
    private static func dividedBySide(after end: Int, in model: SourceModel) -> Bool {
        let file = model.file
        guard let op = file.next(after: end), file.token(op, is: "/") || file.token(op, is: "*"),
              let operand = file.next(after: op), let operandEnd = model.operandEnd(from: operand) else { return false }
        return (file.token(op, is: "*") || operand == operandEnd) && LayoutNames.designSide(in: operand...operandEnd, of: file) != nil
    }

    /// An extension of a namespace wrapper constrained to `UIScreen` (`extension Wrapper where
    /// Base: UIScreen`, `Base == UIScreen`): its members are called through the screen type's
    /// wrapper property, `UIScreen.sc.width`.
    static func isScreenWrapper(_ type: TypeDeclaration) -> Bool {
        type.requirements.contains { requirement in
            let parts = requirement.split(whereSeparator: { $0 == ":" || $0 == "=" })
            return parts.count == 2 && TypeIndex.lastComponent(parts[1].filter { $0 != " " }) == "UIScreen"
        }
    }

    /// `let map = MKMapView(frame: UIScreen.main.bounds)`: the use is the `frame:` argument of a
    /// type's initializer, so callers are handed a view (or a window), not a screen value; the
    /// use is the one finding. Other arguments (`width:`, a URL's or a request's scale) still
    /// hand the screen's value on, through what the helper returns.
    static func buildsObject(around use: Use, in model: SourceModel) -> Bool {
        let file = model.file
        guard model.argumentLabel(of: use.first) == "frame", let opener = model.enclosingOpener(of: use.first),
              var callee = file.previous(before: opener) else { return false }
        if file.keyword(callee, "init") || file.identifier(callee, "init"),
           let dot = file.previous(before: callee), file.punctuation(dot, "."), let type = file.previous(before: dot) {
            callee = type
        }
        return file.tokens[callee].kind == .identifier && file.text(callee).first?.isUppercase == true
    }

    /// `static func make() -> Coordinator` in `Coordinator`: it returns a new instance of its own
    /// type, not a screen value.
    static func isFactory(_ function: FunctionDeclaration, of type: TypeDeclaration?) -> Bool {
        isFactory(returning: function.returnType, of: type)
    }

    /// Whether a member of `type` whose value has the type `returned` makes a new value of `type`
    /// (`-> UIImage`, `-> Self?` in `extension UIImage`).
    static func isFactory(returning returned: String?, of type: TypeDeclaration?) -> Bool {
        guard let type, let returned else { return false }
        let result = returned.filter { $0 != "?" && $0 != "!" && $0 != " " }
        return result == "Self" || result == type.name || TypeIndex.lastComponent(result) == TypeIndex.lastComponent(type.name)
    }

    /// `static let shared = ImagePipeline(scale: …)`: the type's own instance, not a screen value,
    /// so its callers read no screen value through it.
    static func isSingleton(_ scope: Scope, of type: TypeDeclaration, in file: SyntaxFile) -> Bool {
        guard let initializer = scope.propertyDeclaration?.initializer,
              let first = file.significant(atOrAfter: initializer.lowerBound) else { return false }
        let callee = file.text(first)
        return callee == type.name || callee == "Self" || file.punctuation(first, ".")
    }
}
