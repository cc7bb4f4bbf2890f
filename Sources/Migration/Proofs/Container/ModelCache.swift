import Dispatch
import SourceModel

/// The project's Swift files as source models for the project-wide searches that read files the
/// run did not lex (the views sized from the screen, the controllers placed by hand): the run's
/// own models where it made them, else one made on first need and shared by every search.
final class ModelCache: @unchecked Sendable {
    private let lexed: [String: SourceModel]
    private let lock = DispatchSemaphore(value: 1)
    private var made: [String: SourceModel] = [:]

    init(lexed: [String: SourceModel] = [:]) {
        self.lexed = lexed
    }

    /// `file` lexed, once.
    func model(of file: ProjectFile) -> SourceModel {
        if let known = lexed[file.path] { return known }
        lock.wait()
        let kept = made[file.path]
        lock.signal()
        if let kept { return kept }
        let model = SourceModel(file: SyntaxFile(path: file.path, source: file.source))
        lock.wait()
        made[file.path] = model
        lock.signal()
        return model
    }
}
