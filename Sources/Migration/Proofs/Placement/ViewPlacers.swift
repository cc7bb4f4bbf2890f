import Dispatch
import SourceModel

/// The project's files that place SwiftUI views somewhere their container is not the usual one
/// (past the safe area, in a horizontal scroll view), asked whether one of them places a given
/// view there (`ZStack { FeedView() }.ignoresSafeArea()`). A file that has such a place only
/// around other views (a background colour, another branch) places nothing there.
///
/// The files are found by a byte search; each is lexed and its places read on the first ask that
/// finds the view's name in its bytes, then kept for every file's analysis.
final class ViewPlacers: @unchecked Sendable {
    private let candidates: [ProjectFile]
    private let occurs: @Sendable (FileBytes) -> Bool
    private let models: ModelCache
    private let placedNames: (SourceModel) -> Set<String>
    private let lock = DispatchSemaphore(value: 1)
    private var placed: [String: Set<String>] = [:]
    /// The files that may have such a place, searched for on the first ask: most runs never ask.
    private var searched: [ProjectFile]?

    /// `occurs` tells, from a file's bytes, whether it may have such a place at all; `placedNames`
    /// reads the views a file places there.
    init(files: [ProjectFile], models: ModelCache = ModelCache(), occurs: @escaping @Sendable (FileBytes) -> Bool,
         placedNames: @escaping (SourceModel) -> Set<String>) {
        candidates = files
        self.occurs = occurs
        self.models = models
        self.placedNames = placedNames
    }

    /// The files `occurs` accepts, found once.
    private var files: [ProjectFile] {
        lock.wait()
        defer { lock.signal() }
        if let searched { return searched }
        let found = candidates.filter { occurs($0.bytes) }
        searched = found
        return found
    }

    /// The files that lay SwiftUI views past the safe area (`.ignoresSafeArea`) along `axis`.
    static func ignoringSafeArea(_ files: [ProjectFile], models: ModelCache, along axis: Axis) -> ViewPlacers {
        ViewPlacers(files: files, models: models, occurs: SafeAreaIgnoring.occurs) { SafeAreaRegions($0, along: axis).placedNames }
    }

    /// A file other than `path` that places the view `type` (its last name component) there.
    func placer(of type: String, except path: String) -> String? {
        let name = TypeIndex.lastComponent(type)
        lock.wait()
        let known = placers[name]
        lock.signal()
        let found = known ?? files.filter { file in
            ByteScan.containsWord(file.bytes, name) && names(placedBy: file).contains(name)
        }.map(\.path)
        if known == nil {
            lock.wait()
            placers[name] = found
            lock.signal()
        }
        return found.first { $0 != path }
    }
    /// The files that place each name asked for, found on its first ask.
    private var placers: [String: [String]] = [:]

    private func names(placedBy file: ProjectFile) -> Set<String> {
        lock.wait()
        let known = placed[file.path]
        lock.signal()
        if let known { return known }
        let names = placedNames(models.model(of: file))
        lock.wait()
        placed[file.path] = names
        lock.signal()
        return names
    }
}
