extension TypeIndex {
    /// Rounds of searching the project's bytes before the rest is looked up in a map of every
    /// file's declared names. A round is a fast byte search; the map makes a `String` of every
    /// declared name in the project, which on the 25 public apps of docs/review.md cost more than
    /// the few rounds they need, so it waits for a chain deeper than apps have.
    static let searchedRounds = 8

    /// Builds the index that `seeds` need: their own declarations plus, round by round, the
    /// files that declare a supertype still missing. Only those files are lexed. A chain deeper
    /// than `searchedRounds` is followed through a map of declared names built once, so a
    /// superclass chain of any depth costs one more read of the project, not one per level.
    /// Returns the index and how many extra files were lexed.
    /// `needing` narrows what must resolve to these inheritance lists (by default, those of
    /// every declaration in the seeds).
    public static func build(seeds: [SourceModel], project: [ProjectFile], catalog: FrameworkCatalog,
                             needing lists: [[String]]? = nil) -> (index: TypeIndex, lexed: Int) {
        let built = buildKeepingModels(seeds: seeds, project: project, catalog: catalog, needing: lists)
        return (built.index, built.models.count)
    }

    /// `build`, returning the models of the extra files it lexed (the supertypes' files), for
    /// facts that need more than their declarations, such as which member calls which.
    public static func buildKeepingModels(seeds: [SourceModel], project: [ProjectFile], catalog: FrameworkCatalog,
                                          needing lists: [[String]]? = nil) -> (index: TypeIndex, models: [SourceModel]) {
        let lists = lists ?? referencedNames(seeds)
        var kept: [SourceModel] = []
        var index = TypeIndex(catalog: catalog)
        seeds.forEach { index.add($0) }
        let seedPaths = Set(seeds.map(\.file.path))
        var added: Set<Int> = []
        var missing = index.missingNames(from: lists).union(shadowedSwiftUINames(seeds, catalog: catalog))
        // A name searched once and still missing is declared nowhere in the project (a package's
        // type): later rounds search only names the newly lexed files brought in.
        var searched: Set<String> = []
        var round = 0
        while !missing.isEmpty {
            if round == searchedRounds {
                kept += followChains(from: missing.subtracting(searched), into: &index, project: project,
                                     skipping: added.union(project.indices.filter { seedPaths.contains(project[$0].path) }))
                return (index, kept)
            }
            round += 1
            let wanted = missing.subtracting(searched)
            guard !wanted.isEmpty else { break }
            searched.formUnion(wanted)
            // Few names: one grouped word search finds every file that could declare one, and only
            // those are scanned for what they declare. Many names: scanning every file for the
            // type keywords reads it fewer times than a pass per name group would.
            let names = wanted.sorted().map { Array($0.utf8) }, done = added
            let search = WordSearch(names)
            let byKeyword = search.passes > ByteScan.typeKeywords.count
            let candidates = concurrentMap(Array(project.indices)) { position -> Int? in
                let file = project[position]
                guard !done.contains(position), !seedPaths.contains(file.path) else { return nil }
                let declares = byKeyword ? ByteScan.declaresAny(file.bytes, of: names)
                    : search.matches(file.bytes) && ByteScan.declaredTypeNames(file.bytes).contains(where: wanted.contains)
                return declares ? position : nil
            }.compactMap { $0 }
            guard !candidates.isEmpty else { break }
            let models = concurrentMap(candidates) { SourceModel(file: SyntaxFile(path: project[$0].path, source: project[$0].source)) }
            for (position, model) in zip(candidates, models) {
                added.insert(position)
                index.add(model)
            }
            kept += models
            let next = index.missingNames(from: lists)
            if next == missing { break }
            missing = next
        }
        return (index, kept)
    }

    /// Lexes the files that declare `names`, then those that declare what their declarations
    /// of those names inherit, and so on, each file once: the declared names of every other
    /// file are read once into a map. Returns the models of the files it lexed.
    static func followChains(from names: Set<String>, into index: inout TypeIndex, project: [ProjectFile],
                             skipping skipped: Set<Int>) -> [SourceModel] {
        let declared = concurrentMap(Array(project.indices)) { position -> [String] in
            skipped.contains(position) ? [] : ByteScan.declaredTypeNames(project[position].bytes)
        }
        var files: [String: [Int]] = [:]
        for (position, list) in declared.enumerated() {
            for name in Set(list) { files[name, default: []].append(position) }
        }
        var lexed: Set<Int> = []
        var models: [SourceModel] = []
        var seen = names
        var pending = Array(names)
        while let name = pending.popLast() {
            for position in files[name] ?? [] where lexed.insert(position).inserted {
                let model = SourceModel(file: SyntaxFile(path: project[position].path, source: project[position].source))
                index.add(model)
                models.append(model)
                // The declarations of `name` (an extension's name is the extended type's).
                for declaration in model.typeDeclarations where declaration.name == name {
                    let names = dependencies(of: declaration).map { lastComponent(String($0.prefix { $0 != "<" })) }
                    for dependency in names where seen.insert(dependency).inserted {
                        pending.append(dependency)
                    }
                }
            }
        }
        return models
    }

    /// SwiftUI's names (`View`) that a class of a file importing no SwiftUI inherits first: such a
    /// class cannot mean SwiftUI's protocol as its superclass, so the project's own declaration of
    /// the name (`class View: UIView`) is searched for like any missing name.
    static func shadowedSwiftUINames(_ seeds: [SourceModel], catalog: FrameworkCatalog) -> Set<String> {
        var names: Set<String> = []
        for model in seeds {
            let classes = model.typeDeclarations.filter { declaration in
                declaration.kind == .class && declaration.inherited.first.map {
                    [.swiftUIView, .swiftUI].contains(catalog.kind(of: $0))
                } == true
            }
            guard !classes.isEmpty, !model.file.imports("SwiftUI") else { continue }
            names.formUnion(classes.compactMap(\.inherited.first).map(lastComponent))
        }
        return names
    }

    /// The inheritance lists the seeds' declarations depend on (an extension depends on the
    /// extended type, a constrained extension on its `Self:` requirement).
    static func referencedNames(_ seeds: [SourceModel]) -> [[String]] {
        seeds.flatMap { $0.typeDeclarations.map(dependencies) }
    }

    /// The names a declaration's kind depends on: its inheritance list, `Self:` requirements,
    /// and for an extension the extended type.
    public static func dependencies(of declaration: TypeDeclaration) -> [String] {
                let requirementTypes = declaration.requirements.compactMap { requirement -> String? in
                    let parts = requirement.split(separator: ":")
                    return parts.count == 2 ? parts[1].trimmingSpaces : nil
                }
                let extended = declaration.kind == .extension ? [declaration.name] : []
                return declaration.inherited + requirementTypes + extended
    }
}
