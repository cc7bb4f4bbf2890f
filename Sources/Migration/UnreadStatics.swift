import SourceModel

/// The static properties of the project's namespaces (a struct or enum that adopts nothing, `struct
/// Screen { static let height = UIScreen.main.bounds.height }`) that nothing reads. A static property
/// is read by its qualified name (`Screen.height`, `\Screen.height`) anywhere, or by its bare name only
/// inside its own type: so a name spelled all over the project (`height`) is read only where it is
/// spelled after the type's name. Keys are `Type.name`.
struct UnreadStatics: Sendable {
    let keys: Set<String>
    /// Per unread key that other statics read, those readers (unread too): the chain it feeds.
    let readers: [String: [String]]

    static let none = UnreadStatics([], seeds: [], others: [])

    /// A candidate: the type's name, the property's, and the declaring type's token range.
    struct Candidate {
        var type: String
        var name: String
        var path: String
        var body: ClosedRange<Int>
        var declaration: Int
        var key: String { type + "." + name }
    }

    /// A read inside another candidate's initial value (`max(Screen.width, Screen.height)` in
    /// `Screen.maxLength`) counts only if that candidate is read: a chain of statics that ends in
    /// one nothing reads is unread from end to end.
    init(_ candidates: [Candidate], seeds: [SourceModel], others: [ProjectFile]) {
        guard !candidates.isEmpty else { keys = []; readers = [:]; return }
        let all = Set(candidates.map(\.key))
        // Per key, the candidates whose initial values read it; a read anywhere else makes it read outright.
        var readersOf: [String: Set<String>] = [:]
        var read = Set<String>()
        func record(_ key: String, at index: Int, in model: SourceModel) {
            if let reader = MigrationProject.storedValueName(at: index, in: model), all.contains(reader), reader != key {
                readersOf[key, default: []].insert(reader)
            } else {
                read.insert(key)
            }
        }
        let byType = Dictionary(grouping: candidates, by: \.type)
        for model in seeds {
            let file = model.file
            for index in file.identifierTokens(spelled: Array(byType.keys)) {
                guard let dot = file.next(after: index), file.punctuation(dot, "."), let member = file.next(after: dot) else {
                    // An extension of the type may read its statics by their bare names.
                    if let before = file.previous(before: index), file.keyword(before, "extension") {
                        read.formUnion(byType[file.text(index)]?.map(\.key) ?? [])
                    }
                    continue
                }
                record(file.text(index) + "." + file.text(member), at: index, in: model)
            }
            // Inside its own type, `name` or `Self.name` reads it.
            for candidate in candidates where candidate.path == file.path {
                for index in file.identifierTokens(spelled: [candidate.name]) where index != candidate.declaration
                    && candidate.body.contains(index) && Self.isOwnRead(index, in: file) {
                    record(candidate.key, at: index, in: model)
                }
            }
        }
        let open = candidates.filter { !read.contains($0.key) }
        // Files not lexed (Objective-C cannot read them; a Swift file that names no screen) are searched as bytes.
        for candidate in open where others.contains(where: { ByteScan.containsWord($0.bytes, candidate.type)
            && (ByteScan.contains($0.bytes.array, candidate.key) || ByteScan.contains($0.bytes.array, "extension " + candidate.type)) }) {
            read.insert(candidate.key)
        }
        // What a read candidate's initial value reads is read too, to a fixed point.
        var changed = true
        while changed {
            changed = false
            for (key, from) in readersOf where !read.contains(key) && !from.isDisjoint(with: read) {
                read.insert(key)
                changed = true
            }
        }
        let unread = all.subtracting(read)
        keys = unread
        readers = readersOf.filter { unread.contains($0.key) }.mapValues { $0.sorted() }
    }

    /// Whether the name at `index` is read as the type's own: bare (`height`) or through `Self.height`,
    /// not as another value's member (`frame.height`).
    private static func isOwnRead(_ index: Int, in file: SyntaxFile) -> Bool {
        guard let dot = file.previous(before: index), file.punctuation(dot, ".") else { return true }
        return file.previous(before: dot).map { file.text($0) == "Self" } ?? false
    }
}
