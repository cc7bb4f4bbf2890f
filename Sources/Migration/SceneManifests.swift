import Dispatch
import SourceModel
import SwiftLexer

/// Whether any file of the project declares a scene manifest (`UIApplicationSceneManifest`): an
/// Info.plist, a build setting, or a project manifest written in Swift (Tuist's `infoPlist`).
/// Searched on the first ask only (launch-window rules ask), then kept.
final class SceneManifests: @unchecked Sendable {
    static let key = "UIApplicationSceneManifest"
    private let files: [ProjectFile]
    private let lock = DispatchSemaphore(value: 1)
    private var found: Bool?

    init(files: [ProjectFile]) {
        self.files = files
    }

    /// Whether some file spells the manifest's key as a word; in a Swift file, in a string
    /// literal outside comments (a manifest that a comment keeps for later declares nothing).
    var declared: Bool {
        lock.wait()
        defer { lock.signal() }
        if let found { return found }
        let answer = files.contains { file in
            guard ByteScan.containsWord(file.bytes, Self.key) else { return false }
            guard file.path.hasSuffix(".swift") else { return true }
            let syntax = SyntaxFile(path: file.path, source: file.source)
            return syntax.tokens.indices.contains { syntax.tokens[$0].kind == .string && syntax.text($0).contains(Self.key) }
        }
        found = answer
        return answer
    }
}
