import SourceModel

/// The methods holding a screen read that nothing in the project calls, by file: their findings
/// lead with deleting them, as a helper's with no call site do.
///
/// Proof, not an absence of matches: the method's base name is spelled nowhere in the project but
/// at its declaration (every file is searched, strings included, the lexed files' comments not, as
/// they call nothing; so a requirement of a project protocol, an override, a selector string or a
/// call through any value counts), and
/// nothing but the project could call it by another route: it is not `public`, `open`, `@objc`,
/// `dynamic`, an `@IBAction` or an override, and every type its type adopts is a superclass, a
/// protocol of the project (whose requirement would spell the name), or a framework protocol
/// whose requirements are known not to be it (`View`'s `body`).
struct UncalledMethods: Sendable {
    /// Per file path, the byte ranges of uncalled methods and their names.
    let byPath: [String: [(range: Range<Int>, name: String)]]

    init(seeds: [SourceModel], others: [ProjectFile], index: TypeIndex) {
        // What each type's adoptions allow, asked once per type name: a type extended in N files
        // holds N lists, and each of its methods asks.
        var adoptions: [String: Set<String>?] = [:]
        let candidates = seeds.map { model in
            Self.candidates(in: model) { type in
                let simple = TypeIndex.lastComponent(type.name)
                if let known = adoptions[simple] { return known }
                let found = Self.requirementsAdopted(by: type, index: index)
                adoptions[simple] = .some(found)
                return found
            }
        }
        let names = Set(candidates.joined().map(\.name))
        guard !names.isEmpty else { byPath = [:]; return }
        let search = NameSpellings(names)
        // Spelled in a lexed file other than at a candidate's own declaration (a protocol's
        // requirement or an override is another declaration, and counts), or in any other file at all.
        let spelled = concurrentMap(Array(zip(seeds, candidates))) { model, own -> Set<String> in
            let declared = Set(own.map(\.nameToken))
            return search.spelled(in: model.file) { declared.contains($0) }
        }.reduce(into: Set<String>()) { $0.formUnion($1) }
        let inLexed = names.subtracting(spelled)
        let unspelled = inLexed.subtracting(UnnamedTypes.mentioned(inLexed, in: others))
        var found: [String: [(range: Range<Int>, name: String)]] = [:]
        for (model, methods) in zip(seeds, candidates) {
            let kept = methods.filter { unspelled.contains($0.name) }.map { (range: $0.range, name: $0.name) }
            if !kept.isEmpty { found[model.file.path] = kept }
        }
        byPath = found
    }

    /// The name of the uncalled method holding the byte `offset` of `path`, if any.
    func method(holding offset: Int, in path: String) -> String? {
        byPath[path]?.first { $0.range.contains(offset) }?.name
    }

    /// The methods of `model`'s types that read the screen and only the project could call.
    /// `requirements` gives, per type, the requirement names its adoptions hold, nil where one is
    /// unknown (`requirementsAdopted(by:index:)`).
    private static func candidates(in model: SourceModel, requirements: (TypeDeclaration) -> Set<String>?)
        -> [(range: Range<Int>, name: String, nameToken: Int)] {
        let file = model.file
        let screens = file.identifierTokens(spelled: ["UIScreen"]).sorted()
        guard !screens.isEmpty else { return [] }
        return model.scopes.compactMap { scope -> (range: Range<Int>, name: String, nameToken: Int)? in
            guard let function = scope.functionDeclaration, function.kind == .function, let body = function.body,
                  let parent = scope.parent, let type = model.scopes[parent].typeDeclaration,
                  case let next = screens.partitionPoint({ $0 >= body.lowerBound }), next < screens.count,
                  screens[next] <= body.upperBound,
                  function.modifiers.allSatisfy({ !callableFromOutside.contains($0) }),
                  let adopted = requirements(type), !adopted.contains(function.name),
                  let nameToken = file.next(after: function.keywordIndex) else { return nil }
            let start = file.tokens[scope.range.lowerBound].offset
            let end = file.tokens[scope.range.upperBound].offset + file.tokens[scope.range.upperBound].length
            return (start..<end, function.name, nameToken)
        }
    }

    /// Modifiers that let code outside the project, or the runtime, call a method without spelling it.
    private static let callableFromOutside: Set<String> = [
        "public", "open", "override", "dynamic", "@objc", "@IBAction", "@IBSegueAction", "@_cdecl", "@_dynamicReplacement",
    ]

    /// Framework protocols whose requirements are known: none of them is a method of another name.
    private static let knownRequirements: [String: Set<String>] = [
        "View": ["body"], "SwiftUI.View": ["body"], "Equatable": ["=="], "Hashable": ["hash", "=="], "Identifiable": ["id"],
        "Codable": ["encode"], "Encodable": ["encode"], "Decodable": [], "CustomStringConvertible": ["description"],
        "ObservableObject": [], "Sendable": [], "Comparable": ["<", "<=", ">", ">="], "CaseIterable": [],
    ]

    /// The names of the framework requirements `type` adopts, in its declaration and the project's
    /// extensions of it, where each name it adopts is its superclass, a protocol of the project, or a
    /// framework protocol of known requirements; nil where one is none of these: then code outside
    /// the project may call any method of it without spelling the name.
    private static func requirementsAdopted(by type: TypeDeclaration, index: TypeIndex) -> Set<String>? {
        let simple = TypeIndex.lastComponent(type.name)
        let declarations = (index.types[simple] ?? []) + (index.extensions[simple] ?? [])
        let lists = declarations.isEmpty ? [(type.kind, type.inherited)] : declarations.map { ($0.kind, $0.inherited) }
        var requirements: Set<String> = []
        for (kind, inherited) in lists {
            for (position, adopted) in inherited.enumerated() {
                let entry = index.types[TypeIndex.lastComponent(adopted)]?.first
                if entry?.kind == .protocol { continue }
                if let known = knownRequirements[adopted] {
                    requirements.formUnion(known)
                    continue
                }
                // A class's first name is its superclass: a project class, or a framework class the catalog knows.
                guard kind == .class, position == 0,
                      entry?.kind == .class || index.catalog.kind(of: adopted) != nil || adopted == "NSObject" else { return nil }
            }
        }
        return requirements
    }
}
