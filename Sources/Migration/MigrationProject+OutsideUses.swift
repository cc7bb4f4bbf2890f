import SourceModel

extension MigrationProject {
    /// Members of geometry values that a view or controller member may share a name with:
    /// `bounds.height` or `size.width` reads a `CGRect`'s or `CGSize`'s member, not a type's own.
    static let valueMembers: Set<String> = [
        "bounds", "frame", "size", "origin", "center", "contentSize", "contentOffset", "contentInset",
        "safeAreaInsets", "layoutMargins", "rect", "point", "insets", "itemSize", "estimatedItemSize",
    ]

    /// Where `names` are used through a receiver other than `self`, in every file of the
    /// project: the lexed files are read token by token; the others are searched for the names
    /// after a `.` first, and only a file with a hit is lexed.
    ///
    /// Names an outside use of which decides nothing are left out: members of geometry values
    /// (`bounds`, `size`), and names every lexed declaration makes `private` or `fileprivate`,
    /// which only their own (lexed) file can use.
    static func outsideUses(of names: Set<String>, lexed: [SourceModel], declared: [String: [String: DeclaredMember]],
                            project files: [ProjectFile]) -> OutsideUses {
        let searched = consulted(names.filter { !valueMembers.contains($0) }, declared: declared)
        guard !searched.isEmpty else { return OutsideUses() }
        let visible = visibleNames(in: lexed, among: searched)
        let inLexed = OutsideUses.search(for: searched), inOthers = OutsideUses.search(for: visible)
        let lexedPaths = Set(lexed.map(\.file.path))
        let others = visible.isEmpty ? [] : files.filter { !lexedPaths.contains($0.path) }
        let values = valueMembers, shapes = callShapes(of: visible, in: declared)
        // Only a file where some hit can reach a declaration of its name is lexed.
        let reached = concurrentMap(others) { file in
            file.bytes.withUnsafeBufferPointer { buffer in
                inOthers.occurrences(in: file.bytes).contains { shapes.mayUse(buffer, at: $0) }
            }
        }
        let found = concurrentMap(lexed) { OutsideUses($0, search: inLexed, valueMembers: values) }
            + concurrentMap(zip(others, reached).filter(\.1).map(\.0)) { (file: ProjectFile) in
                OutsideUses(SourceModel(file: SyntaxFile(path: file.path, source: file.source)), search: inOthers,
                            valueMembers: values)
            }
        return OutsideUses(merging: found)
    }

    /// The receiver types of `uses` that `index` does not hold but a file of `files` declares, each with
    /// the types its declaration inherits from, and so on up their chains (a few steps at most): one word
    /// search per step, and only the files that declare a wanted name are lexed.
    static func unindexedReceiverTypes(of uses: OutsideUses, index: TypeIndex, files: [ProjectFile]) -> [String: [String]] {
        var found: [String: [String]] = [:], searched: Set<String> = []
        // A framework type (UIView) or one the index read has its chain known already.
        let unknown = { (name: String) in
            index.types[name] == nil && index.extensions[name] == nil && UIKitCatalog.standard.kind(of: name) == nil
        }
        var wanted = uses.receiverTypes.filter(unknown)
        for _ in 0..<4 where !wanted.isEmpty {
            searched.formUnion(wanted)
            let search = WordSearch(wanted.sorted().map { Array($0.utf8) }), names = wanted
            let declaring = concurrentMap(files) { file in
                search.matches(file.bytes) && ByteScan.declaredTypeNames(file.bytes).contains(where: names.contains) ? file : nil
            }.compactMap { $0 }
            let declarations = concurrentMap(declaring) { file in
                SourceModel(file: SyntaxFile(path: file.path, source: file.source)).typeDeclarations.filter { names.contains($0.name) }
            }
            for type in declarations.joined() { found[type.name, default: []] += type.inherited.map(TypeIndex.lastComponent) }
            wanted = Set(found.values.joined()).filter(unknown).subtracting(searched)
        }
        return found
    }

    /// Which of `names` a moment may be looked up by in the outside uses: those with a declaration
    /// that runs code when used (a plain stored property's read runs none) and that UIKit does not
    /// call back (`MomentFinder.starts` takes a callback's moment from UIKit, and a name the
    /// project does not declare from nothing). Searching the others lexed a sixth of a
    /// large app's files for `viewDidLoad` or `tableView` and changed no answer.
    static func consulted(_ names: Set<String>, declared: [String: [String: DeclaredMember]]) -> Set<String> {
        var found: Set<String> = []
        for members in declared.values {
            for (key, member) in members {
                let name = Scope.baseName(ofKey: key)
                guard names.contains(name), !found.contains(name), !key.hasPrefix("init("), key != "deinit()" else { continue }
                let isOverride = member.modifiers.contains("override")
                if member.runsCode, UIKitCallbacks.moment(of: key, isOverride: isOverride, inSwiftUIView: false) == nil {
                    found.insert(name)
                }
            }
        }
        return found
    }

    /// For each of `names`, how the declarations in `declared` can be used: a property in any way,
    /// methods only by calls their parameters take.
    static func callShapes(of names: Set<String>, in declared: [String: [String: DeclaredMember]]) -> OutsideUseFilter {
        var found: [String: OutsideUseFilter.Declared] = [:]
        for members in declared.values {
            for (key, member) in members {
                let name = Scope.baseName(ofKey: key)
                guard names.contains(name) else { continue }
                switch (found[name], member.isProperty) {
                case (.anything?, _), (_, true): found[name] = .anything
                case (.methods(let known)?, false): found[name] = .methods(known + [member.parameters])
                case (nil, false): found[name] = .methods([member.parameters])
                }
            }
        }
        return OutsideUseFilter(found)
    }

    /// Which of `names` some instance member in `models` declares without `private` or `fileprivate`.
    static func visibleNames(in models: [SourceModel], among names: Set<String>) -> Set<String> {
        var visible: Set<String> = []
        for model in models {
            for (index, scope) in model.scopes.enumerated() where !scope.isFilePrivate {
                // The name first: most scopes are not members of these names, and a scope's
                // type takes a walk up its parents.
                guard let name = scope.memberName, names.contains(name), !visible.contains(name) else { continue }
                if model.callableMethod(index) != nil { visible.insert(name) }
            }
        }
        return visible
    }
}
