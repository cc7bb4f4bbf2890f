import SourceModel

/// What the file's types are: their kinds, their project supertypes, and the project's own
/// `UIScreen` members a use reads through.
extension FileAnalysis {
    /// Whether the use reads one of the project's own `UIScreen` members that itself reads the
    /// main screen (`UIScreen.main.shortSide`): moving the receiver to another screen would
    /// change nothing the member reads.
    func callsScreenHelper(_ use: Use) -> Bool {
        let file = model.file
        guard !project.screenHelpers.isEmpty, use.anchor.isMainScreen, use.form == .explicit, let dot = file.next(after: use.main),
              file.punctuation(dot, "."), let member = file.next(after: dot),
              file.tokens[member].kind == .identifier else { return false }
        return project.screenHelpers.contains(file.text(member))
    }

    /// The type `type` declares or extends and the project types it inherits from, by qualified
    /// name, nearest first: a hook that a superclass's initializer calls runs then, whichever
    /// subclass overrides it.
    func typeAndSupertypes(_ type: TypeDeclaration) -> [String] {
        let key = type.qualifiedName
        if let known = supertypes[key] { return known }
        let found = Self.distinct([key] + index.resolve(type).path.filter { $0.location != nil }.map(index.qualifiedName(of:)))
        supertypes[key] = found
        return found
    }

    /// `typeAndSupertypes(_:)` for a type known by its qualified name.
    func typeAndSupertypes(named name: String) -> [String] {
        if let known = supertypes[name] { return known }
        let found = Self.distinct([name] + index.resolve(TypeIndex.lastComponent(name)).path.filter { $0.location != nil }
            .map(index.qualifiedName(of:)))
        supertypes[name] = found
        return found
    }

    /// `names` without repeats, in order: a set of what is kept, so a deep chain stays linear.
    private static func distinct(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// The framework kind of `type`, as the index resolves it, except that a type this file
    /// declares directly on SwiftUI's protocol names without importing SwiftUI is of a kind
    /// nobody knows: that `View` is another module's.
    func resolve(_ type: TypeDeclaration) -> TypeResolution {
        var resolution = index.resolve(type)
        if resolution.kind == .swiftUIView || resolution.kind == .swiftUI, !importsSwiftUI, resolution.path.count <= 2,
           resolution.path.first?.location?.hasPrefix(model.file.path + ":") == true {
            resolution.kind = nil
        }
        return resolution
    }
}
