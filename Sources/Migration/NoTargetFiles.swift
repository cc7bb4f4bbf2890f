import SourceModel
import SwiftLexer

/// The Swift files no Xcode project lists that the app does not build either: a project file can
/// fall behind its sources (folders renamed, files added by a tool), and then code it does list
/// uses types only the unlisted files declare, so they are built after all. A file stays "in no
/// target" only when no code that is built names a type that only it declares (a leftover copy
/// such as `Feed_BACKUP_123.swift` declares the same types as the file it copies, and so is not
/// taken for used). Used code spreads: an unlisted file named by another one found built is built.
enum NoTargetFiles {
    /// The paths of `files` marked in no target that nothing built is shown to use.
    static func unused(in files: [ProjectFile]) -> Set<String> {
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
        var changed = true
        while changed {
            changed = false
            waiting.removeAll { position in
                let used = ownNames[position, default: []].contains { name in
                    words.files(spelling: name).contains { $0 != position && built.contains($0) && names(name, in: $0) }
                }
                if used { built.insert(position); changed = true }
                return used
            }
        }
        return Set(waiting.map { files[$0].path })
    }
}
