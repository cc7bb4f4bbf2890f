import SourceModel

/// The project's own instance members on `UIScreen` that read the screen they are called on:
/// `extension UIScreen { var width: CGFloat { bounds.width } }`. `UIScreen.main.width` then reads
/// the main screen's `bounds.width` under another name, and is judged as that read: a length,
/// not the screen object.
enum ScreenMembers {
    /// The first names such a member may read: the screen's own values.
    private static let screenValues: Set<String> = ["bounds", "nativeBounds", "scale", "nativeScale", "traitCollection"]

    /// Each such member of `model`, by name, with the members it reads (`["bounds", "width"]`).
    static func forwarded(in model: SourceModel) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for scope in model.scopes {
            guard let property = scope.propertyDeclaration, !property.isStatic, let body = property.accessors,
                  property.names.count == 1, let parent = scope.parent,
                  let owner = model.scopes[parent].typeDeclaration, owner.kind == .extension,
                  TypeIndex.lastComponent(owner.name) == "UIScreen",
                  let chain = chain(inside: body, of: model.file) else { continue }
            found[property.names[0]] = chain
        }
        return found
    }

    /// The panel's own values: its size in pixels and the mode it runs in.
    private static let panelValues: Set<String> = ["nativeBounds", "currentMode"]

    /// The project's instance members on `UIScreen` whose getter reads the panel's size on the
    /// screen it is called on (`var screenSize: ScreenSize { ScreenSize(rawValue: nativeBounds.height) … }`):
    /// whatever the getter makes of it, a model of device told apart by its pixels.
    static func panelReaders(in model: SourceModel) -> Set<String> {
        var found: Set<String> = []
        let file = model.file
        for scope in model.scopes {
            guard let property = scope.propertyDeclaration, !property.isStatic, let body = property.accessors,
                  property.names.count == 1, let parent = scope.parent,
                  let owner = model.scopes[parent].typeDeclaration, owner.kind == .extension,
                  TypeIndex.lastComponent(owner.name) == "UIScreen" else { continue }
            let readsPanel = body.contains { index in
                guard file.tokens[index].kind == .identifier, panelValues.contains(file.text(index)) else { return false }
                guard let dot = file.previous(before: index), file.punctuation(dot, ".") else { return true }
                return file.previous(before: dot).map { file.keyword($0, "self") } ?? false
            }
            if readsPanel { found.insert(property.names[0]) }
        }
        return found
    }

    /// `bounds.width` in `{ bounds.width }`, `{ return self.bounds.size.width }`: a getter that
    /// is one chain of the screen's own members, and nothing else.
    private static func chain(inside braces: ClosedRange<Int>, of file: SyntaxFile) -> [String]? {
        guard var cursor = file.next(after: braces.lowerBound), cursor < braces.upperBound else { return nil }
        if file.keyword(cursor, "return"), let next = file.next(after: cursor) { cursor = next }
        if file.keyword(cursor, "self"), let dot = file.next(after: cursor), file.punctuation(dot, "."),
           let next = file.next(after: dot) {
            cursor = next
        }
        var names: [String] = []
        while cursor < braces.upperBound, file.tokens[cursor].kind == .identifier {
            names.append(file.text(cursor))
            guard let next = file.next(after: cursor) else { return nil }
            if next == braces.upperBound {
                return names.first.map(screenValues.contains) == true ? names : nil
            }
            guard file.punctuation(next, "."), let member = file.next(after: next) else { return nil }
            cursor = member
        }
        return nil
    }
}
