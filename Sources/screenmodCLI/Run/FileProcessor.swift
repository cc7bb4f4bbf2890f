import Migration
import SourceModel

/// What the engine made of one file: the rewrites it proved safe and the uses it could not rewrite.
public struct FileOutcome: Sendable, Equatable {
    /// Sorted, non-overlapping edits into the file's bytes.
    public var edits: [Edit]
    /// Uses that were not rewritten, each with a reason and a suggestion.
    public var findings: [Finding]

    /// Creates an outcome.
    public init(edits: [Edit] = [], findings: [Finding] = []) {
        self.edits = edits
        self.findings = findings
    }
}

/// Turns one file (its path as shown to the user, and its bytes) into edits and findings.
///
/// Called from several threads at once, so it must not share mutable state. The bytes may be
/// borrowed from the run's read arena: copy them (`array`) to keep them past the call.
public typealias FileProcessor = @Sendable (_ path: String, _ bytes: FileBytes) -> FileOutcome

/// One readable, valid UTF-8 `.swift` file, as the driver hands it to the engine.
public struct SourceFile: Sendable {
    /// The path as shown to the user (relative paths stay relative).
    public var path: String
    /// The file's bytes, exactly as read; possibly borrowed from the run's arena, valid while the run lasts.
    public var bytes: FileBytes
    /// What the engine's `glance` said of the bytes right after they were read; nil when it has none.
    public var glanced: Bool?
    /// Whether no Xcode project of the run names the file, so its build leaves it out.
    public var inNoTarget = false
    /// Why the file is not the app's own code, from the files around it (`ForeignCode`).
    public var foreign: ForeignCode?

    /// Creates a source file.
    public init(path: String, bytes: FileBytes, glanced: Bool? = nil) {
        self.path = path
        self.bytes = bytes
        self.glanced = glanced
    }

    /// Creates a source file that owns its bytes.
    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: FileBytes(bytes))
    }
}

/// A rule's id and one-line description, for SARIF's rule table and listings.
public struct RuleSummary: Sendable, Equatable {
    /// The rule id, e.g. `scale-uikit`.
    public var id: String
    /// One sentence saying what the rule does.
    public var summary: String

    /// Creates a rule summary.
    public init(id: String, summary: String) {
        self.id = id
        self.summary = summary
    }
}

/// What an engine prepared for one run: the per-file processor, and files to create.
public struct PreparedRun: Sendable {
    /// Turns each file into edits and findings.
    public var processor: FileProcessor
    /// New files the rewrites need (paths as the run names files), with the rule that needs each.
    public var newFiles: [(file: SourceFile, ruleID: String)]
    /// The rules this run loaded, when the preparation loaded them anyway; nil asks the adapter.
    public var rules: [RuleSummary]?

    /// Creates a prepared run.
    public init(processor: @escaping FileProcessor, newFiles: [(file: SourceFile, ruleID: String)] = [],
                rules: [RuleSummary]? = nil) {
        self.processor = processor
        self.newFiles = newFiles
        self.rules = rules
    }
}

/// How the command line reaches the migration engine.
public struct EngineAdapter: Sendable {
    /// Prepares one run after every file was read, so project-wide facts (such as a type index
    /// over all files) can be gathered first; throws when rules fail to load.
    public var prepareRun: @Sendable (_ settings: Settings, _ files: [SourceFile]) throws -> PreparedRun
    /// The rules known under `settings`, for SARIF's rule table.
    public var rules: @Sendable (_ settings: Settings) -> [RuleSummary]
    /// A quick test of a file's bytes for a run's settings (the rules they switch on decide
    /// what is searched), that the reader runs right after each read, while the bytes are in
    /// cache, and hands to `prepareRun` as `SourceFile.glanced`.
    public var glance: (@Sendable (_ settings: Settings) -> (@Sendable (_ bytes: FileBytes) -> Bool)?)?
    /// Starts, on another thread, work that needs no settings (parsing the built-in rules), so
    /// that it overlaps a run's search for its configuration and project root.
    public var warmUp: (@Sendable () -> Void)?

    /// Creates an adapter from a full preparation step and a rule listing.
    public init(prepareRun: @escaping @Sendable (_ settings: Settings, _ files: [SourceFile]) throws -> PreparedRun,
                rules: @escaping @Sendable (_ settings: Settings) -> [RuleSummary] = { _ in [] }) {
        self.prepareRun = prepareRun
        self.rules = rules
    }

    /// Creates an adapter from a preparation step that only returns a processor.
    public init(prepare: @escaping @Sendable (_ settings: Settings, _ files: [SourceFile]) throws -> FileProcessor,
                rules: @escaping @Sendable (_ settings: Settings) -> [RuleSummary] = { _ in [] }) {
        self.init(prepareRun: { PreparedRun(processor: try prepare($0, $1)) }, rules: rules)
    }

    /// Creates an adapter around a processor that needs no project-wide preparation.
    public init(processor: @escaping FileProcessor, rules: [RuleSummary] = []) {
        self.init(prepareRun: { _, _ in PreparedRun(processor: processor) }, rules: { _ in rules })
    }

    /// An engine that changes and reports nothing.
    public static let inert = EngineAdapter(processor: { _, _ in FileOutcome() })
}
