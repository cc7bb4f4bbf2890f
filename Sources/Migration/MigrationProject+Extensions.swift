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
}
