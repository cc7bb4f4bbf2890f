import SourceModel

/// The types of the files that use the screen which nothing in the project names outside their
/// own body: code in them has no way in at all.
///
/// Proof, not an absence of matches, and only for types that exist only where they are named: a
/// caseless enum (a namespace: no instance can exist) and a SwiftUI view (a struct conforming to
/// `View`, which SwiftUI creates only where a body or an app names it). Classes are left out (a
/// storyboard, `NSClassFromString` or `Self` reaches them unseen), as are `@main` types. The
/// lexed files count a spelling outside the type's own body and extensions that is not the name a
/// declaration introduces and not preview code; every other file counts any whole word, comments
/// and previews included.
struct UnnamedTypes: Sendable {
    /// Per path, the byte ranges of the unnamed types' bodies, with the type's name.
    let bodies: [String: [(range: ClosedRange<Int>, name: String)]]
    /// The unnamed types' qualified names.
    let names: Set<String>
    /// The unnamed types that previews name (`#Preview`, a `PreviewProvider`): Xcode's canvas
    /// makes them, the app never does.
    let previewOnly: Set<String>

    init(seeds: [SourceModel], others: [ProjectFile]) {
        var candidates: [String: [(path: String, range: ClosedRange<Int>, qualified: String)]] = [:]
        for model in seeds {
            for scope in model.scopes.indices {
                guard let type = model.scopes[scope].typeDeclaration, let body = type.body,
                      Self.existsOnlyWhereNamed(type, scope: scope, in: model) else { continue }
                let bytes = model.file.tokens[body.lowerBound].offset...model.file.tokens[body.upperBound].offset
                candidates[type.name, default: []].append((model.file.path, bytes, type.qualifiedName))
            }
        }
        guard !candidates.isEmpty else { (bodies, names, previewOnly) = ([:], [], []); return }
        // One pass over each lexed file's identifiers, however many types: a name per type
        // searched in every file was quadratic in a project of many small namespaces.
        let lookup = MemberNames(Set(candidates.keys))
        let spellings = concurrentMap(seeds) { Self.spelled(lookup, in: $0) }
        let spelled = spellings.reduce(into: Set<String>()) { $0.formUnion($1.app) }
        let types = Set(candidates.keys)
        let unspelled = types.subtracting(spelled)
        let unnamed = unspelled.subtracting(Self.mentioned(unspelled, in: others))
        previewOnly = unnamed.intersection(spellings.reduce(into: Set<String>()) { $0.formUnion($1.previews) })
        var found: [String: [(range: ClosedRange<Int>, name: String)]] = [:]
        for name in unnamed {
            for candidate in candidates[name] ?? [] { found[candidate.path, default: []].append((candidate.range, name)) }
        }
        bodies = found
        names = Set(unnamed.flatMap { candidates[$0]?.map(\.qualified) ?? [] })
    }

    /// The names of `lookup` that `model` spells outside their own type's body, other than where
    /// a declaration introduces them: in app code, and in preview code.
    private static func spelled(_ lookup: MemberNames, in model: SourceModel) -> (app: Set<String>, previews: Set<String>) {
        let file = model.file
        return file.source.bytes.withUnsafeBufferPointer { bytes in
            var found: (app: Set<String>, previews: Set<String>) = ([], [])
            for index in 0..<file.count where file.tokens[index].kind == .identifier {
                guard let name = lookup.name(bytes, file.tokens[index].range), !found.app.contains(name),
                      let before = file.previous(before: index),
                      !["enum", "struct", "class", "actor"].contains(where: { file.keyword(before, $0) }),
                      !model.scopeChain(at: index).contains(where: { model.scopes[$0].typeDeclaration?.name == name })
                else { continue }
                if model.isPreviewCode(at: index) { found.previews.insert(name) } else { found.app.insert(name) }
            }
            return found
        }
    }

    /// The unnamed type whose body holds byte `offset` of the file at `path`, if any.
    func type(holding offset: Int, in path: String) -> String? {
        bodies[path]?.first { $0.range.contains(offset) }?.name
    }

    /// The names of `names` that some file of `others` spells as a whole word, anywhere.
    static func mentioned(_ names: Set<String>, in others: [ProjectFile]) -> Set<String> {
        guard !names.isEmpty else { return [] }
        let search = WordSearch(names.sorted().map { Array($0.utf8) })
        return concurrentMap(others) { file in
            search.matchedWords(in: file.bytes).intersection(names)
        }.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// A caseless enum, or a SwiftUI view, that is not an entry point.
    private static func existsOnlyWhereNamed(_ type: TypeDeclaration, scope: Int, in model: SourceModel) -> Bool {
        guard !type.modifiers.contains(where: { $0 == "@main" || $0 == "@UIApplicationMain" }) else { return false }
        switch type.kind {
        case .enum: return !declaresCases(scope, in: model)
        case .struct: return type.inherited.contains("View") || type.inherited.contains("SwiftUI.View")
        default: return false
        }
    }

    /// Whether the enum at scope `scope` declares a case of its own.
    private static func declaresCases(_ scope: Int, in model: SourceModel) -> Bool {
        guard let body = model.scopes[scope].typeDeclaration?.body else { return true }
        return body.contains { index in
            model.file.keyword(index, "case") && model.innermostScope(at: index) == scope
        }
    }
}
