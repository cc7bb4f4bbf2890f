import Dispatch
import SourceModel
import SwiftLexer

/// The files of the project that declare a scene manifest (`UIApplicationSceneManifest`): an
/// Info.plist, a build setting, or a project manifest written in Swift (Tuist's `infoPlist`), and
/// which app each belongs to. Searched on the first ask only (launch-window rules ask), then kept.
final class SceneManifests: @unchecked Sendable {
    static let key = "UIApplicationSceneManifest"
    private let files: [ProjectFile]
    private let lock = DispatchSemaphore(value: 1)
    /// The declaring files' paths, and the paths of the project's app delegates.
    private var found: (manifests: [String], appDelegates: [String])?

    init(files: [ProjectFile]) {
        self.files = files
    }

    /// Whether a manifest the project declares belongs to the app whose code is at `path`: one in
    /// a project generator's shared helpers (`Tuist/`) belongs to every app; any other to the app
    /// delegates nearest to it (the longest shared folder path), so that a module's demo app is not
    /// taken for the main app, whose Info.plist declares scenes. A project with one app delegate
    /// gives it every manifest.
    func declared(for path: String) -> Bool {
        let (manifests, appDelegates) = declaringFiles()
        return manifests.contains { manifest in
            let folders = manifest.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            if folders.contains("Tuist") || folders.contains("ProjectDescriptionHelpers") { return true }
            let nearest = appDelegates.map { Self.sharedFolders(manifest, $0) }.max() ?? 0
            return Self.sharedFolders(manifest, path) >= nearest
        }
    }

    /// How many leading folders two paths share.
    private static func sharedFolders(_ one: String, _ other: String) -> Int {
        zip(one.split(separator: "/").dropLast(), other.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }

    /// The paths of the files that spell the manifest's key as a word (in a Swift file, in a string
    /// literal outside comments: a manifest a comment keeps for later declares nothing), and of the
    /// Swift files that name `UIApplicationDelegate`.
    private func declaringFiles() -> (manifests: [String], appDelegates: [String]) {
        lock.wait()
        defer { lock.signal() }
        if let found { return found }
        let manifests = files.filter { file in
            guard ByteScan.containsWord(file.bytes, Self.key) else { return false }
            guard file.path.hasSuffix(".swift") else { return true }
            let syntax = SyntaxFile(path: file.path, source: file.source)
            return syntax.tokens.indices.contains { syntax.tokens[$0].kind == .string && syntax.text($0).contains(Self.key) }
        }.map(\.path)
        let appDelegates = manifests.isEmpty ? [] : files.filter {
            $0.path.hasSuffix(".swift") && ByteScan.containsWord($0.bytes, "UIApplicationDelegate")
        }.map(\.path)
        found = (manifests, appDelegates)
        return (manifests, appDelegates)
    }
}
