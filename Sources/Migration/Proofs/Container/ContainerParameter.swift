import SourceModel
import RuleLanguage

/// Which parameters are containers: decided from the declared type, and for plain sizes and
/// views from a name that says so, since a `CGSize` parameter may as well be an item's size.
enum ContainerParameter {
    /// The candidate a parameter of `function` is, or nil when it is no container.
    static func candidate(_ parameter: Parameter, in function: FunctionDeclaration) -> ContainerCandidate? {
        var type = parameter.type.filter { $0 != "(" && $0 != ")" }
        for prefix in ["any ", "UIKit.", "CoreGraphics.", "Foundation."] where type.hasPrefix(prefix) {
            type.removeFirst(prefix.count)
        }
        let isOptional = type.hasSuffix("?")
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        let name = parameter.name
        let origin = "the `\(name)` parameter of type \(parameter.type)"
        guard let (kind, bounds, size) = shape(type, name: name, label: parameter.label, function: function) else {
            return nil
        }
        if name == "_" {
            return .blocked(kind, "unnamed", origin: "the unnamed parameter of type \(parameter.type)", "it has no name to read it by",
                            suggestion: "name the parameter, then read the size from it")
        }
        if isOptional {
            return .blocked(kind, "optional", origin: origin, "it is optional",
                            suggestion: "unwrap it first (`guard let \(name) else { … }`), then read the size from it")
        }
        return ContainerCandidate(kind: kind, origin: origin, bounds: bounds, size: size, obstacle: nil)
    }

    /// The kind, bounds and size expressions of a parameter of `type` named `name`.
    private static func shape(_ type: String, name: String, label: String,
                              function: FunctionDeclaration) -> (ContainerKind, String?, String?)? {
        let namedContainer = [name, label].contains { word in
            let lower = word.lowercased()
            return lower.contains("container") || lower.contains("parent")
        }
        switch type {
        case "UIScrollView" where function.name.hasPrefix("scrollView"):
            return (.scrollViewParameter, name + ".bounds", name + ".bounds.size")
        case "UIViewControllerContextTransitioning":
            return (.transitionContainer, name + ".containerView.bounds", name + ".containerView.bounds.size")
        case "NSCollectionLayoutEnvironment":
            return (.layoutEnvironment, nil, name + ".container.effectiveContentSize")
        case "CGSize" where namedContainer:
            return (.sizeParameter, nil, name)
        case "CGRect" where namedContainer || name == "newBounds":
            // A frame is in its superview's space: only bounds can stand for the screen's bounds.
            return (.sizeParameter, name.lowercased().hasSuffix("bounds") ? name : nil, name + ".size")
        case "UIView" where namedContainer:
            return (.viewParameter, name + ".bounds", name + ".bounds.size")
        default:
            return nil
        }
    }
}

/// `guard let name = property` (or `guard let property`, `self.property`) before a use: the name
/// is bound, non-optional, for the rest of the block the guard is in.
struct GuardBinding {
    /// The bound name.
    var name: String
    /// Token index of the bound name.
    var nameIndex: Int
    /// The braces of the block the guard statement is in.
    var block: ClosedRange<Int>

    /// Every such binding of `property` in the file, in token order.
    static func all(unwrapping property: String, in model: SourceModel) -> [GuardBinding] {
        let file = model.file
        return file.identifierTokens(spelled: [property]).compactMap { index -> GuardBinding? in
            guard let before = file.previous(before: index) else { return nil }
            var value = index
            if file.punctuation(before, "."), let base = file.previous(before: before), file.keyword(base, "self") {
                value = base
            }
            guard let equals = file.previous(before: value) else { return nil }
            let nameIndex: Int, binder: Int
            if file.token(equals, is: "="), let name = file.previous(before: equals),
               file.tokens[name].kind == .identifier, let keyword = file.previous(before: name) {
                (nameIndex, binder) = (name, keyword)
            } else if value == index, let after = file.next(after: index),
                      file.keyword(after, "else") || file.punctuation(after, ",") {
                (nameIndex, binder) = (index, equals)
            } else {
                return nil
            }
            guard file.keyword(binder, "let") || file.keyword(binder, "var"),
                  let guardKeyword = guardKeyword(before: binder, in: file),
                  let open = model.enclosingBrace(before: guardKeyword), let close = model.brackets.match(open) else { return nil }
            return GuardBinding(name: file.text(nameIndex), nameIndex: nameIndex, block: open...close)
        }
    }

    /// The `guard` whose condition list holds the binder at `binder`, if it is one.
    private static func guardKeyword(before binder: Int, in file: SyntaxFile) -> Int? {
        var index = binder
        for _ in 0..<64 {
            guard let previous = file.previous(before: index) else { return nil }
            if file.keyword(previous, "guard") { return previous }
            if file.keyword(previous, "if") || file.keyword(previous, "while") || file.punctuation(previous, "{")
                || file.punctuation(previous, "}") || file.punctuation(previous, ";") { return nil }
            index = previous
        }
        return nil
    }
}
