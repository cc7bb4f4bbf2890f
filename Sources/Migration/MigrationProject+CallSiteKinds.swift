import SourceModel

/// Where a helper's call site is: the kind of code around it, and the file's own members that
/// share a helper's name.
extension MigrationProject {
    /// The members this file declares `private` or `fileprivate` on a type (`private extension
    /// CGFloat { static let x = 0 }`), as `CGFloat.x`: where the file spells such a name on that
    /// type, it means its own member, not another file's helper of the same name.
    static func privateMembers(in model: SourceModel) -> Set<String> {
        var found: Set<String> = []
        for scope in model.scopes {
            guard let parent = scope.parent, let type = model.scopes[parent].typeDeclaration else { continue }
            let modifiers = (scope.propertyDeclaration?.modifiers ?? scope.functionDeclaration?.modifiers ?? []) + type.modifiers
            guard modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) else { continue }
            let names = scope.propertyDeclaration?.names ?? scope.functionDeclaration.map { [$0.name] } ?? []
            for name in names { found.insert(TypeIndex.lastComponent(type.name) + "." + name) }
        }
        return found
    }

    /// What kind of code the token at `index` sits in: a UIKit view or controller, a SwiftUI view, or other code.
    static func callSiteKind(at index: Int, in model: SourceModel, index typeIndex: TypeIndex,
                             known: inout [Int: HelperCallSite.Kind]) -> HelperCallSite.Kind {
        let context = model.context(at: index)
        guard let type = context.type else { return .other }
        let kind = known[type.keywordIndex] ?? kindOfCode(in: type, model: model, index: typeIndex)
        known[type.keywordIndex] = kind
        // In a SwiftUI view, a stored property's initial value is made with the view, not in body.
        if kind == .swiftUI, let member = context.member, let property = model.scopes[member].propertyDeclaration,
           property.isStored, context.placement != .static {
            return .swiftUIStored
        }
        return kind
    }

    private static func kindOfCode(in type: TypeDeclaration, model: SourceModel, index typeIndex: TypeIndex) -> HelperCallSite.Kind {
        var type = type
        // A file that only calls a helper is not in the project's index: an extension there is
        // what the file's own declaration of that type makes it (`extension SheetView` of a
        // `final class SheetView: UIView` above it).
        if type.kind == .extension, typeIndex.resolve(type).kind == nil,
           let declared = model.scopes.lazy.compactMap(\.typeDeclaration).first(where: { $0.kind != .extension && $0.name == type.name }) {
            type = declared
        }
        switch typeIndex.resolve(type).kind {
        case .view?, .viewController?, .traitEnvironment?: return .uikit
        case .swiftUIView?: return .swiftUI
        case nil: return overridesUIKitHook(type, in: model) || namedAsUIKit(type) ? .uikit : .other
        default: return .other
        }
    }

    /// Whether a class (or an extension of one) whose superclass the index did not read is named as
    /// UIKit names its views, controllers and cells, or inherits from a class named so
    /// (`LaunchingViewController: ViewController`): only the count of a helper's call sites by kind rests on it.
    private static func namedAsUIKit(_ type: TypeDeclaration) -> Bool {
        guard type.kind == .class || type.kind == .extension else { return false }
        return ([type.name] + type.inherited.prefix(1)).contains { name in
            let last = TypeIndex.lastComponent(name)
            return last.hasSuffix("ViewController") || last.hasSuffix("Cell") || (last.hasSuffix("View") && !last.hasSuffix("ModelView"))
        }
    }

    /// Whether the type's body overrides a hook only a view or view controller has (`override func
    /// viewDidLoad()`): its kind where the superclass is in a file the index did not read.
    private static func overridesUIKitHook(_ type: TypeDeclaration, in model: SourceModel) -> Bool {
        let file = model.file
        guard let body = type.body else { return false }
        return body.contains { index in
            guard file.identifier(index, "override"), let function = file.next(after: index), file.keyword(function, "func"),
                  let name = file.next(after: function) else { return false }
            return UnresolvedSuperclass.evidenceMethodNames.contains(file.text(name))
        }
    }
}
