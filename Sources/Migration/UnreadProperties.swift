import SourceModel

/// The stored properties and globals of the files that use the screen whose name no file of the
/// project spells again (nothing reads them, so a main-screen value kept there goes nowhere), and
/// those only their own file spells again (every read of them is in the file that declares them).
///
/// Proof, not an absence of matches, as for uncalled helpers: the lexed files count every token
/// of the name but the one its declaration introduces, and every spelling in a string (never in a
/// comment, which reads nothing); every other file (Swift, and Objective-C,
/// which can read an `@objc` property) counts any whole word, comments and strings included (a
/// key path or a key-value coding string names it there). Only globals, the properties of classes
/// and of SwiftUI views that adopt nothing else, and the static ones of structs and enums that adopt
/// nothing are counted, and never one another module
/// or a framework may read without spelling it: `public`, `open`, an `override`, a property
/// wrapper's (`$name` reads it), a view's `body` or `id`, or another struct's or an enum's, where
/// protocol requirements a framework reads live (`defaultValue`, `id`) and synthesized `==` reads all.
struct UnreadProperties: Sendable {
    /// Named by no file but at their declaration.
    let names: Set<String>
    /// Named again only in the one file that declares them.
    let readInOwnFile: Set<String>
    /// The namespaces' static properties nothing reads, as `Type.name`, with the unread statics
    /// that read them (`UnreadStatics`).
    let statics: UnreadStatics

    /// `publicIsLocal` where the project builds an app and publishes no library
    /// (`ProjectFacts.buildsAppOnly`): then no other module reads a `public` or `open` property.
    init(seeds: [SourceModel], others: [ProjectFile], publicIsLocal: Bool = false) {
        var declaredIn: [String: Set<String>] = [:]
        var staticCandidates: [UnreadStatics.Candidate] = []
        // Namespace statics that read no screen, with the type names their initial values spell:
        // those that read a candidate join the candidates (`DeviceType.isSmall = Screen.maxLength < 568`).
        var feeders: [(candidate: UnreadStatics.Candidate, names: Set<String>)] = []
        for model in seeds {
            // The types this file extends with a conformance, found once per file.
            var conformingExtensions: Set<String>?
            func extended() -> Set<String> {
                let found = conformingExtensions ?? Set(model.typeDeclarations.filter {
                    $0.kind == .extension && !$0.inherited.isEmpty }.map(\.name))
                conformingExtensions = found
                return found
            }
            for scope in model.scopes {
                guard case .property(let property) = scope.kind, Self.mayBeUnread(property, publicIsLocal: publicIsLocal),
                      let parent = scope.parent else { continue }
                // A global, or a class's property whose initial value reads the screen (the only
                // ones the role walk asks about); a local of a function is no candidate.
                let owner = model.scopes[parent]
                if case .file = owner.kind {} else if !Self.readsScreen(property, model.file) {
                    if Self.isNamespaceStatic(property, of: owner.typeDeclaration, extendedWithConformance: extended()),
                       let feeder = Self.feeder(property, of: owner.typeDeclaration, range: owner.range, in: model) {
                        feeders.append(feeder)
                    }
                    continue
                } else if owner.typeDeclaration?.kind != .class {
                    let extended = extended()
                    let namespace = Self.isNamespaceStatic(property, of: owner.typeDeclaration, extendedWithConformance: extended)
                    if namespace, let type = owner.typeDeclaration, property.names.count == 1,
                       let declared = model.file.next(after: property.keywordIndex) {
                        staticCandidates.append(.init(type: type.name, name: property.names[0], path: model.file.path,
                                                      body: owner.range, declaration: declared))
                    }
                    guard Self.isPlainSwiftUIView(owner.typeDeclaration, extendedWithConformance: extended)
                            && !Self.viewRequirements.contains(property.names[0]) || namespace
                    else { continue }
                }
                for name in property.names { declaredIn[name, default: []].insert(model.file.path) }
            }
        }
        statics = UnreadStatics(Self.joined(staticCandidates, feeders: feeders), seeds: seeds, others: others)
        guard !declaredIn.isEmpty else { names = []; readInOwnFile = []; return }
        let search = NameSpellings(Set(declaredIn.keys))
        let spellings = concurrentMap(seeds) { model -> (String, Set<String>) in
            let file = model.file
            return (file.path, search.spelled(in: file) { UncalledHelpers.isDeclared(at: $0, in: file) })
        }
        var spelledIn: [String: Set<String>] = [:]
        for (path, found) in spellings { for name in found { spelledIn[name, default: []].insert(path) } }
        // Only names no lexed file outside their declaring one spells are searched for in the rest.
        let searched = Set(declaredIn.keys.filter { spelledIn[$0, default: []].isSubset(of: declaredIn[$0]!) })
        // One grouped search per file for every name, not one pass per name.
        let othersSearch = WordSearch(searched.sorted().map { Array($0.utf8) })
        let mentioned = searched.isEmpty ? [] : concurrentMap(others) { file -> Set<String> in
            othersSearch.matchedWords(in: file.bytes)
        }.reduce(into: Set<String>()) { $0.formUnion($1) }
        let ownFileOnly = searched.subtracting(mentioned)
        names = ownFileOnly.filter { spelledIn[$0] == nil }
        readInOwnFile = ownFileOnly.subtracting(names).filter { declaredIn[$0]!.count == 1 }
    }

    /// A namespace's static (`isNamespaceStatic`) whose initial value spells other type names: it may
    /// read a candidate.
    private static func feeder(_ property: PropertyDeclaration, of type: TypeDeclaration?, range: ClosedRange<Int>,
                               in model: SourceModel) -> (candidate: UnreadStatics.Candidate, names: Set<String>)? {
        guard let type, property.names.count == 1, let initializer = property.initializer,
              let declared = model.file.next(after: property.keywordIndex) else { return nil }
        let file = model.file
        let names = Set(initializer.filter { file.tokens[$0].kind == .identifier && file.text($0).first?.isUppercase == true }.map(file.text))
        guard !names.isEmpty else { return nil }
        return (.init(type: type.name, name: property.names[0], path: file.path, body: range, declaration: declared), names)
    }

    /// The candidates with the feeders that read one of their types, a few steps deep.
    private static func joined(_ candidates: [UnreadStatics.Candidate],
                               feeders: [(candidate: UnreadStatics.Candidate, names: Set<String>)]) -> [UnreadStatics.Candidate] {
        var joined = candidates
        var types = Set(candidates.map(\.type))
        var rest = feeders
        for _ in 0..<3 {
            let (taken, left) = (rest.filter { !$0.names.isDisjoint(with: types) }, rest.filter { $0.names.isDisjoint(with: types) })
            guard !taken.isEmpty else { break }
            joined += taken.map(\.candidate)
            types.formUnion(taken.map(\.candidate.type))
            rest = left
        }
        return joined
    }

    /// The names SwiftUI reads from a view of its own accord.
    private static let viewRequirements: Set<String> = ["body", "id", "animatableData"]

    /// Whether `type` is a struct that adopts `View` and nothing else, here or in an extension of
    /// this file: no synthesized `==`, coding or hashing reads its properties, and no protocol of
    /// the project's names one as a requirement.
    private static func isPlainSwiftUIView(_ type: TypeDeclaration?, extendedWithConformance extended: Set<String>) -> Bool {
        guard let type, type.kind == .struct, type.inherited == ["View"] else { return false }
        return !extended.contains(type.name)
    }

    /// Whether `property` is a static one of a struct or enum that adopts nothing, here or in an
    /// extension of this file (`struct AppSize { static let bounds = … }`): no protocol requirement
    /// and no synthesized conformance reads a static property.
    private static func isNamespaceStatic(_ property: PropertyDeclaration, of type: TypeDeclaration?,
                                          extendedWithConformance extended: Set<String>) -> Bool {
        guard property.isStatic, let type, type.kind == .struct || type.kind == .enum, type.inherited.isEmpty else { return false }
        return !extended.contains(type.name)
    }

    /// Whether the initial value of `property` names `UIScreen`.
    private static func readsScreen(_ property: PropertyDeclaration, _ file: SyntaxFile) -> Bool {
        guard let initializer = property.initializer else { return false }
        return initializer.contains { file.tokens[$0].kind == .identifier && file.text($0) == "UIScreen" }
    }

    /// Whether `property` is a stored one with a value that only the project's own code can read.
    private static func mayBeUnread(_ property: PropertyDeclaration, publicIsLocal: Bool) -> Bool {
        let hidden: Set<String> = publicIsLocal ? ["override", "dynamic"] : ["public", "open", "override", "dynamic"]
        return property.isStored && property.initializer != nil && property.modifiers.allSatisfy { modifier in
            !hidden.contains(modifier) && (modifier == "@objc" || !modifier.hasPrefix("@"))
        }
    }
}

extension FileAnalysis {
    /// The name of the property whose initial value holds `use`, where nothing reads that
    /// property; only a lazy one unless `anyStored`: a lazy initializer never runs, whatever the
    /// value would have sized, and another's value goes nowhere.
    func unreadProperty(holding use: Use, context: Context, anyStored: Bool = false) -> String? {
        // A static stored property is made on its first read, as a lazy one is.
        guard let member = context.member, let property = model.scopes[member].propertyDeclaration,
              property.isLazy || property.isStatic || anyStored,
              property.names.count == 1, property.initializer?.contains(use.first) == true,
              let nameToken = model.file.next(after: property.keywordIndex) else { return nil }
        let name = property.names[0]
        if property.isStatic, let type = context.type?.name, project.unreadStatics.keys.contains(type + "." + name) { return name }
        return project.unreadProperties.contains(name) || isUnreadPrivate(name, declaredAt: nameToken) ? name : nil
    }
}
