import SourceModel
import SwiftLexer

/// The Swift files no Xcode project lists that the app does not build either: a project file can
/// fall behind its sources (folders renamed, files added by a tool), and then code it does list
/// uses types only the unlisted files declare, so they are built after all. A file stays "in no
/// target" only when no code that is built names a type that only it declares (a leftover copy
/// such as `Feed_BACKUP_123.swift` declares the same types as the file it copies, and so is not
/// taken for used). Used code spreads: an unlisted file named by another one found built is built.
enum NoTargetFiles {
    /// The paths of `files` marked in no target that nothing built is shown to use. Where `reported`
    /// names the files whose uses are reported, the free functions and extension members are read
    /// for those alone: no other file's answer is ever told.
    static func unused(in files: [ProjectFile], reported: Set<String>? = nil) -> Set<String> {
        let unlisted = files.indices.filter { files[$0].inNoTarget }
        guard !unlisted.isEmpty else { return [] }
        let words = CapitalisedWords(files.map(\.bytes))
        var built = Set(files.indices).subtracting(unlisted)
        // The types each unlisted file alone declares: a name a built file declares too is served by that one.
        let ownNames = Dictionary(uniqueKeysWithValues: unlisted.map { position in
            (position, Set(ByteScan.declaredTypeNames(files[position].bytes)).filter { name in
                !words.files(spelling: name).contains { built.contains($0) && ByteScan.declaresAny(files[$0].bytes, of: [Array(name.utf8)]) }
            })
        })
        // A word index hit may be a comment (a template header naming another file): the tokens say.
        var lexed: [Int: SyntaxFile] = [:]
        func names(_ name: String, in position: Int) -> Bool {
            let file = lexed[position] ?? SyntaxFile(path: files[position].path, source: files[position].source)
            lexed[position] = file
            return !file.identifierTokens(spelled: [name]).isEmpty
        }
        var waiting = unlisted
        func settle(_ used: (Int) -> Bool) {
            var changed = true
            while changed {
                changed = false
                waiting.removeAll { position in
                    guard used(position) else { return false }
                    built.insert(position)
                    changed = true
                    return true
                }
            }
        }
        let namesOwnType = { (position: Int) in
            ownNames[position, default: []].contains { name in
                words.files(spelling: name).contains { $0 != position && built.contains($0) && names(name, in: $0) }
            }
        }
        settle(namesOwnType)
        guard !waiting.isEmpty else { return [] }
        // The free functions, constants and extension members of each file still unused: a stale project
        // that leaves out `Utils.swift` still builds it where listed code calls `dropShadow()`.
        let asked = waiting.filter { reported?.contains(files[$0].path) ?? true }
        guard !asked.isEmpty else { return Set(waiting.map { files[$0].path }) }
        let members = Dictionary(uniqueKeysWithValues: asked.map { position in
            (position, Self.memberNames(SourceModel(file: lexed[position] ?? SyntaxFile(path: files[position].path, source: files[position].source))))
        })
        let spelled = MemberSpellings(files, words: Set(members.values.flatMap { $0 }))
        settle { position in
            namesOwnType(position) || members[position, default: []].contains { name in
                // Only a name no other file declares: copies (a merge's BASE, LOCAL and REMOTE) declare theirs alike.
                spelled.declarers(of: name) == [position] && spelled.users(of: name).contains { $0 != position && built.contains($0) }
            }
        }
        return Set(waiting.map { files[$0].path })
    }

    /// The names of the functions and properties `model` declares at the top level or in an extension.
    static func memberNames(_ model: SourceModel) -> Set<String> {
        var names = Set<String>()
        for scope in model.scopes {
            guard let parent = scope.parent else { continue }
            let outer = model.scopes[parent]
            guard parent == 0 || outer.typeDeclaration?.kind == .extension else { continue }
            if let function = scope.functionDeclaration, function.kind == .function { names.insert(function.name) }
            if let property = scope.propertyDeclaration { names.formUnion(property.names) }
        }
        return names.filter { $0.count >= 4 }
    }
}

/// Where the files of a run spell each of a set of member names, told apart into declarations
/// (`func name`, `var name`, `let name`, `case name`) and other spellings, from one pass per file.
struct MemberSpellings {
    private var declaring: [String: [Int]] = [:]
    private var using: [String: [Int]] = [:]

    init(_ files: [ProjectFile], words: Set<String>) {
        guard !words.isEmpty else { return }
        let table = IdentifierHits.Words(words)
        let keywords: Set<String> = ["func", "var", "let", "case"]
        for (position, file) in files.enumerated() where file.path.hasSuffix(".swift") {
            let hits = IdentifierHits(file.bytes, among: table)
            for (word, offsets) in hits.offsetsByWord {
                let declares = file.bytes.withUnsafeBufferPointer { buffer in
                    offsets.contains { keywords.contains(Self.wordBefore($0, in: buffer)) }
                }
                if declares { declaring[word, default: []].append(position) }
                if offsets.count > (declares ? 1 : 0) { using[word, default: []].append(position) }
            }
        }
    }

    /// The files that declare `name`; those that spell it otherwise too (a call, a read).
    func declarers(of name: String) -> [Int] { declaring[name] ?? [] }
    func users(of name: String) -> [Int] { using[name] ?? [] }

    /// The identifier right before `offset`, past blanks.
    private static func wordBefore(_ offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        var end = offset
        while end > 0, buffer[end - 1] == 0x20 || buffer[end - 1] == 0x09 { end -= 1 }
        var start = end
        while start > 0, ByteScan.isIdentifierByte(buffer[start - 1]) { start -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }
}
