/// How results are printed.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// A unified diff on stdout, findings on stderr.
    case diff
    /// `path:line:column: warning: …` lines that Xcode shows inline.
    case xcode
    /// One JSON document (see docs/json-format.md).
    case json
    /// SARIF 2.1.0, for GitHub code scanning.
    case sarif
    /// GitHub Actions workflow commands (`::warning …`).
    case github
}

/// What a run does with the edits it finds.
public enum RunMode: String, Sendable, Equatable {
    /// Print the edits; change nothing (the default).
    case dryRun = "dry-run"
    /// Apply the edits in place.
    case write
    /// Print the edits and exit 1 when there is any work.
    case check
}

/// When the diff is coloured.
public enum ColorChoice: String, CaseIterable, Sendable {
    /// Colour when stdout is a terminal and `NO_COLOR` is unset.
    case auto
    /// Always colour.
    case always
    /// Never colour.
    case never
}

/// The effective settings of one run, after the command line, `.screenmod` and detection merged.
public struct Settings: Sendable, Equatable {
    /// The lowest iOS major version the code must run on.
    public var minIOS: Int
    /// Whether no flag, `.screenmod` or project file gave `minIOS`, so the default stands.
    public var minIOSIsDefault = false
    /// Whether the project builds an app and publishes no library (`DeploymentTarget.buildsAppOnly`).
    public var buildsAppOnly = false
    /// The licence the project root's licence file grants (`MIT`, `Apache`), if it has one.
    public var ownLicence: String?
    /// Rule ids switched on beyond the defaults.
    public var enabled: [String]
    /// Rule ids switched off.
    public var disabled: [String]
    /// When not empty, only these rule ids run.
    public var only: [String]
    /// Glob patterns of paths to skip, each with the directory it is relative to.
    public var excludes: [ExcludePattern]
    /// Absolute paths of extra rule directories.
    public var ruleDirectories: [String]
    /// How many files are processed at once.
    public var jobs: Int
    /// How results are printed.
    public var format: OutputFormat
    /// Whether edits are printed, written or checked.
    public var mode: RunMode
    /// Whether the suggested fixes join the safe edits in the diff and, with `--write`, the files.
    public var suggested = false
    /// Whether each file's safe edits and each suggested fix are asked about on the terminal
    /// before they are written (`--interactive`, which runs in write mode).
    public var interactive = false
    /// When the diff is coloured.
    public var color: ColorChoice
    /// Whether the closing summary is left out.
    public var quiet: Bool
    /// Whether suppressed sites are listed.
    public var reportSuppressed: Bool
    /// Whether `explain` prints the facts and the whole trial.
    public var verbose = false
    /// Whether findings in test code are left out.
    public var excludeTests = false
    /// The absolute path of the baseline whose entries are left out, if any.
    public var baseline: String?
    /// The absolute path to record a baseline at instead of reporting, if any.
    public var writeBaseline: String?
    /// The absolute paths of the folders the run was given, where files it does not read (storyboards,
    /// xibs) may still name its code; set by the pipeline.
    public var scannedFolders: [String] = []
    /// The `.screenmod` file the settings came from, if any, for naming it in errors.
    public var configPath: String?
    /// The rule ids that file names in `enable` and `disable`, so that an unknown one is blamed on it.
    public var configRuleIDs: [String] = []

    /// The built-in deployment target when nothing else names one.
    public static let defaultMinIOS = 13

    /// Creates settings; every value has the default a bare `screenmod` run uses.
    public init(minIOS: Int = Settings.defaultMinIOS, enabled: [String] = [], disabled: [String] = [],
                only: [String] = [], excludes: [ExcludePattern] = [], ruleDirectories: [String] = [],
                jobs: Int = 1, format: OutputFormat = .diff, mode: RunMode = .dryRun,
                color: ColorChoice = .auto, quiet: Bool = false, reportSuppressed: Bool = false) {
        self.minIOS = minIOS
        self.enabled = enabled
        self.disabled = disabled
        self.only = only
        self.excludes = excludes
        self.ruleDirectories = ruleDirectories
        self.jobs = jobs
        self.format = format
        self.mode = mode
        self.color = color
        self.quiet = quiet
        self.reportSuppressed = reportSuppressed
    }
}

/// A glob pattern and the absolute directory its relative form is matched from.
public struct ExcludePattern: Sendable, Equatable {
    /// The pattern as written, e.g. `**/Generated/**`.
    public var pattern: String
    /// The absolute directory the pattern is relative to.
    public var base: String

    /// Creates an exclude pattern.
    public init(pattern: String, base: String) {
        self.pattern = pattern
        self.base = base
    }
}
