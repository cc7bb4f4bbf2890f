import SourceModel

/// SwiftUI views a `UIHostingController` shows (`UIHostingController(rootView: Scanner())`,
/// `UIHostingController<Scanner>`): UIKit sizes such a root from its ideal size wherever the hosting
/// view is not pinned (no constraints, `sizingOptions` `.intrinsicContentSize`), so a fixed frame made
/// flexible (`maxWidth: .infinity`) reports its content's ideal size there, not the screen's.
enum HostedViews {
    static let controller = "UIHostingController"

    /// Whether `bytes` may host a SwiftUI view in UIKit: a byte search that reads no tokens.
    static func occur(in bytes: FileBytes) -> Bool {
        ByteScan.containsWord(bytes, controller)
    }

    /// The names of the views the file hosts: the generic argument of `UIHostingController<T>`, and the
    /// type a `rootView:` argument of `UIHostingController(…)` makes (`T(` or `T.init(`).
    static func placedNames(_ model: SourceModel) -> Set<String> {
        let file = model.file
        return Set(file.identifierTokens(spelled: [controller]).compactMap { name -> String? in
            guard let after = file.next(after: name) else { return nil }
            if file.token(after, is: "<") { return file.next(after: after).flatMap(typeName(file)) }
            guard file.punctuation(after, "("), let close = model.brackets.match(after) else { return nil }
            guard let label = (after...close).first(where: { file.identifier($0, "rootView") }),
                  let colon = file.next(after: label), file.punctuation(colon, ":"),
                  let made = file.next(after: colon) else { return nil }
            return typeName(file)(made)
        })
    }

    /// The type named at `index`: a capitalised identifier.
    private static func typeName(_ file: SyntaxFile) -> (Int) -> String? {
        { index in
            guard file.tokens[index].kind == .identifier, file.text(index).first?.isUppercase == true else { return nil }
            return file.text(index)
        }
    }

    /// The files that host SwiftUI views in UIKit.
    static func placers(_ files: [ProjectFile], models: ModelCache) -> ViewPlacers {
        ViewPlacers(files: files, models: models, occurs: occur, placedNames: placedNames)
    }
}
