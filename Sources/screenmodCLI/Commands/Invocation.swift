/// What one command line asked for, before `.screenmod` and detection are merged in.
struct Invocation: Equatable, Sendable {
    /// The command to run.
    var command: Command = .migrate
    /// The positional arguments: paths (or `FILE:LINE` for `explain`).
    var paths: [String] = []
    /// The option values given; `nil` or empty where an option was absent.
    var options = OptionValues()
}

/// The commands screenmod knows.
enum Command: Equatable, Sendable {
    /// The default: migrate the given paths.
    case migrate
    /// Print help for the root command or the named subcommand.
    case help(Subcommand?)
    /// Print the version.
    case version
    /// Print a shell completion script.
    case completion(Shell)
    /// Print the effective settings and where each came from.
    case printConfig
    /// One of the subcommands.
    case subcommand(Subcommand)
}

/// The subcommands, named as typed.
enum Subcommand: String, CaseIterable, Sendable {
    /// Print the tokens of Swift files.
    case tokens
    /// Say what screenmod would do at a location and why.
    case explain
    /// Print a Markdown migration plan.
    case plan
    /// List the rules.
    case rules
    /// Check rule files for errors.
    case rulesCheck = "rules check"
    /// Run the rules against their snapshot cases.
    case rulesTest = "rules test"
    /// Run over many repositories.
    case batch
    /// Merge the summaries of batch shards.
    case batchMerge = "batch merge"

    /// Whether help and completion leave it out: `tokens` is a developer's tool, still runnable.
    var isHidden: Bool { self == .tokens }

    /// The words after `screenmod` that name this subcommand.
    var words: [String] { rawValue.split(separator: " ").map(String.init) }

    /// The words that may follow `screenmod`: the visible subcommands' first words, then `help`.
    static var commandWords: [String] {
        var words: [String] = []
        for sub in allCases where !sub.isHidden && !words.contains(sub.words[0]) { words.append(sub.words[0]) }
        return words + ["help"]
    }

    /// The words that may follow `screenmod <first>` to name a subcommand (`check`, `test` after `rules`).
    static func secondWords(after first: String) -> [String] {
        allCases.filter { !$0.isHidden && $0.words.count == 2 && $0.words[0] == first }.map { $0.words[1] }
    }
}

/// The option values of one command line.
struct OptionValues: Equatable, Sendable {
    var write = false
    var check = false
    var suggested = false
    var interactive = false
    var format: OutputFormat?
    var color: ColorChoice?
    var minIOS: Int?
    var ruleDirectories: [String] = []
    var enable: [String] = []
    var disable: [String] = []
    var only: [String] = []
    var exclude: [String] = []
    var jobs: Int?
    var quiet = false
    var reportSuppressed = false
    var verbose = false
    var markdown = false
    var excludeTests = false
    var baseline: String?
    var writeBaseline: String?
    var completionShell: Shell?
    var printConfig = false
    var version = false
    var help = false
    /// The options only `batch` and `batch merge` take.
    var batch = BatchOptionValues()
}
