import Foundation

/// Everything a run depends on besides its arguments, so tests can run many CLIs side by side.
public struct RunContext: Sendable {
    /// The absolute folder relative paths are resolved from.
    public var currentDirectory: String
    /// The environment variables (PATH for git, NO_COLOR, TERM).
    public var environment: [String: String]
    /// The migration engine.
    public var engine: EngineAdapter
    /// How many files to process at once when `--jobs` is not given.
    public var processorCount: Int
    /// The file descriptor `--interactive` reads its answers from, which must be a terminal
    /// (standard input unless a test hands it a pseudo-terminal).
    public var answers: Int32 = 0

    /// Creates a context.
    public init(currentDirectory: String, environment: [String: String], engine: EngineAdapter,
                processorCount: Int) {
        self.currentDirectory = PathName.normalize(currentDirectory)
        self.environment = environment
        self.engine = engine
        self.processorCount = max(1, processorCount)
    }

    /// The context of this process, with `engine` (by default the built-in one).
    public static func current(engine: EngineAdapter = .builtIn) -> RunContext {
        RunContext(currentDirectory: FileManager.default.currentDirectoryPath,
                   environment: ProcessInfo.processInfo.environment,
                   engine: engine,
                   processorCount: ProcessInfo.processInfo.activeProcessorCount)
    }
}
