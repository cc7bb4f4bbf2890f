import SourceModel

extension MigrationProject {
    /// The files among `files` not in `lexed` that extend a project type holding a use whose
    /// moment matters (`types`), lexed: calls on `self` from there reach the members that hold
    /// the use, and a moment proven without them would miss a way in. Found by one search for
    /// `extension` and the name after it; a framework type's extensions (`extension UIView`) are
    /// not searched for.
    static func extensionFiles(of types: [TypeDeclaration], among files: [ProjectFile], lexed: [SourceModel]) -> [SourceModel] {
        func outermost(_ type: TypeDeclaration) -> String {
            type.outerTypes.first ?? String(type.name.prefix { $0 != "." })
        }
        let declared = Set(lexed.flatMap { $0.typeDeclarations.filter { $0.kind != .extension }.map(outermost) })
        let names = Set(types.map(outermost)).intersection(declared)
        guard !names.isEmpty else { return [] }
        let known = Set(lexed.map(\.file.path))
        let extending = concurrentMap(files) { file -> ProjectFile? in
            !known.contains(file.path) && ByteScan.extendsAny(file.bytes, of: names) ? file : nil
        }.compactMap { $0 }
        return concurrentMap(extending) { SourceModel(file: SyntaxFile(path: $0.path, source: $0.source)) }
    }

    /// The files, among `files` not lexed yet, that declare a subclass (at any depth) of one of the
    /// classes in `members` and spell one of the members named there: a subclass's
    /// `viewDidLoad()` calling an inherited `startLoading()` is a way into it that the class's own
    /// files do not show. Searched by bytes first, then lexed.
    static func subclassFiles(calling members: [(type: TypeDeclaration, member: String)], among files: [ProjectFile],
                              lexed: [SourceModel]) -> [SourceModel] {
        // A framework callback (`viewDidLoad()`) runs at the moment its name tells: a subclass's
        // `super.viewDidLoad()` adds no way in worth reading every subclass for.
        let classes = members.filter { $0.type.kind == .class && !UIKitCallbacks.baseNames.contains($0.member) && $0.member != "init" }
        guard !classes.isEmpty else { return [] }
        let known = Set(lexed.map(\.file.path))
        let search = WordSearch(Set(classes.map(\.member)).sorted().map { Array($0.utf8) })
        var candidates = concurrentMap(files) { file -> ProjectFile? in
            !known.contains(file.path) && search.matches(file.bytes) ? file : nil
        }.compactMap { $0 }
        var ancestors = Set(classes.map { TypeIndex.lastComponent($0.type.name) })
        var found: [ProjectFile] = []
        // A subclass of a subclass: a few rounds over the files left, each with the names found.
        for _ in 0..<3 where !candidates.isEmpty {
            let declared = candidates.map { ByteScan.classesInheriting($0.bytes, from: ancestors) }
            let newNames = Set(declared.joined()).subtracting(ancestors)
            found += zip(candidates, declared).filter { !$0.1.isEmpty }.map(\.0)
            candidates = zip(candidates, declared).filter { $0.1.isEmpty }.map(\.0)
            guard !newNames.isEmpty else { break }
            ancestors.formUnion(newNames)
        }
        return concurrentMap(found) { SourceModel(file: SyntaxFile(path: $0.path, source: $0.source)) }
    }
}
