import Dispatch
import SourceModel

/// The project's files that lay SwiftUI views past the safe area, asked whether one of them
/// places a given view inside such a region (`ZStack { FeedView() }.ignoresSafeArea()`): there the
/// view's container is the full-bleed one, not the safe area's. A file that ignores the safe area
/// only around other views (a background colour, another branch) places nothing past it.
///
/// The files are found by a byte search; each is lexed and its regions read on the first ask that
/// finds the view's name in its bytes, then kept for every file's analysis.
final class SafeAreaPlacers: @unchecked Sendable {
    private let files: [ProjectFile]
    private let models: ModelCache
    private let lock = DispatchSemaphore(value: 1)
    private var placed: [String: Set<String>] = [:]

    init(files: [ProjectFile], models: ModelCache = ModelCache()) {
        self.files = files.filter { SafeAreaIgnoring.occurs(in: $0.bytes) }
        self.models = models
    }

    /// A file other than `path` that places the view `type` (its last name component) past the
    /// safe area.
    func placer(of type: String, except path: String) -> String? {
        let name = TypeIndex.lastComponent(type)
        return files.first { file in
            file.path != path && ByteScan.containsWord(file.bytes, name) && names(placedBy: file).contains(name)
        }?.path
    }

    private func names(placedBy file: ProjectFile) -> Set<String> {
        lock.wait()
        let known = placed[file.path]
        lock.signal()
        if let known { return known }
        let names = SafeAreaRegions(models.model(of: file)).placedNames
        lock.wait()
        placed[file.path] = names
        lock.signal()
        return names
    }
}
