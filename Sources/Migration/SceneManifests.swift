import Dispatch
import SourceModel

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

    /// Whether some file spells the manifest's key as a word.
    var declared: Bool {
        lock.wait()
        defer { lock.signal() }
        if let found { return found }
        let answer = files.contains { ByteScan.containsWord($0.bytes, Self.key) }
        found = answer
        return answer
    }
}
