import SourceModel

/// The screen helpers nothing in the project spells outside its own declaration, by the
/// `path:line` of their read of the screen: those whose finding may say that no call was
/// found and lead with deleting them.
///
/// Proof, not an absence of matches: every file of the project is read for the name. The files
/// already lexed count a spelling that is not the name a declaration introduces; the others
/// count any whole word, comments and look-alike locals included, so a miss costs the advice,
/// never its truth. A static member of a project type can be called as `.name` in a file that
/// never names its type, like any other spelling, so it is searched the same way.
///
/// A static member of a project type nothing names outside the type's own body (`enum Screen`
/// with no `Screen.` anywhere else) is unreachable too, however often the type's own members
/// spell it: the type is searched for the same way.
struct UncalledHelpers: Sendable {
    /// The helpers' locations, each with the type nobody names that makes it unreachable, or
    /// nil where the helper's own name is spelled nowhere else.
    let locations: [String: String?]

    init(helpers: [String: [ScreenHelper]], calls: HelperCalls, seeds: [SourceModel], others: [ProjectFile]) {
        let names = Set(helpers.keys)
        guard !names.isEmpty else { locations = [:]; return }
        let unnamed = Self.unnamedTypes(of: helpers.values.joined().filter { $0.placement == .staticMember }, seeds: seeds, others: others)
        var found: [String: String?] = [:]
        for helper in helpers.values.joined() where helper.placement == .staticMember {
            let type = TypeIndex.lastComponent(helper.owner)
            if unnamed.contains(type) { found[helper.location] = .some(type) }
        }
        // Spelled in a lexed file other than as the name a declaration introduces; `calls` finds
        // the spellings in one pass over a file's tokens, however many helpers there are.
        let spelled = concurrentMap(seeds) { model -> Set<String> in
            let file = model.file
            return Set(calls.spellings(in: file).map(\.index).filter { !Self.isDeclared(at: $0, in: file) }.map(file.text))
        }.reduce(into: Set<String>()) { $0.formUnion($1) }
        // Only the names no lexed file spells are searched for in the rest: few, and rarely any.
        let unspelled = names.subtracting(spelled)
        let mentioned = Self.mentioned(unspelled, in: others)
        for helper in unspelled.subtracting(mentioned).flatMap({ helpers[$0] ?? [] }) { found[helper.location] = .some(nil) }
        locations = found
    }

    /// The names of `names` that some file of `others` spells as a whole word, anywhere.
    private static func mentioned(_ names: Set<String>, in others: [ProjectFile]) -> Set<String> {
        guard !names.isEmpty else { return [] }
        return concurrentMap(others) { file in
            names.filter { ByteScan.containsWord(file.bytes, $0) }
        }.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// The namespaces owning `helpers` (enums without cases: no instance can exist, so only a
    /// spelling of the type reaches a member) that no file spells outside the body of a type of
    /// that name, other than as the name a declaration introduces.
    private static func unnamedTypes(of helpers: [ScreenHelper], seeds: [SourceModel], others: [ProjectFile]) -> Set<String> {
        let owners = Set(helpers.map(\.owner))
        let types = Set(seeds.flatMap { model in
            model.scopes.indices.compactMap { scope -> String? in
                guard let type = model.scopes[scope].typeDeclaration, type.kind == .enum, owners.contains(type.qualifiedName),
                      !declaresCases(scope, in: model) else { return nil }
                return type.name
            }
        })
        guard !types.isEmpty else { return [] }
        let spelled = concurrentMap(seeds) { model -> Set<String> in
            let file = model.file
            return Set(file.identifierTokens(spelled: types).filter { index in
                guard let before = file.previous(before: index),
                      !["enum", "struct", "class", "actor"].contains(where: { file.keyword(before, $0) }) else { return false }
                let name = file.text(index)
                return !model.scopeChain(at: index).contains { model.scopes[$0].typeDeclaration?.name == name }
            }.map(file.text))
        }.reduce(into: Set<String>()) { $0.formUnion($1) }
        let unspelled = types.subtracting(spelled)
        return unspelled.subtracting(mentioned(unspelled, in: others))
    }

    /// `var name`, `let name`, `func name`, `case name`: the token introduces the name.
    static func isDeclared(at index: Int, in file: SyntaxFile) -> Bool {
        guard let before = file.previous(before: index) else { return false }
        return file.keyword(before, "var") || file.keyword(before, "let") || file.keyword(before, "func")
            || file.keyword(before, "case")
    }

    /// Whether the enum at scope `scope` declares a case of its own.
    private static func declaresCases(_ scope: Int, in model: SourceModel) -> Bool {
        guard let body = model.scopes[scope].typeDeclaration?.body else { return true }
        return body.contains { index in
            model.file.keyword(index, "case") && model.innermostScope(at: index) == scope
        }
    }
}
