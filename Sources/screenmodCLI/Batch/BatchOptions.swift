/// The option values only `batch` and `batch merge` take.
struct BatchOptionValues: Equatable, Sendable {
    /// The file listing repository folders (`--repos`).
    var repos: String?
    /// The output folder (`--out`); nil means `./screenmod-batch`.
    var out: String?
    /// Whether repositories with uncommitted changes are processed too.
    var allowDirty = false
    /// The branch to commit on (`--branch`); implies writing.
    var branch: String?
    /// The share of the list this run processes (`--shard`).
    var shard: BatchShard?

    /// The output folder when `--out` is not given.
    static let defaultOut = "screenmod-batch"

    /// Rejects batch command lines that name no work or combine options that contradict each other.
    static func validate(_ sub: Subcommand, _ invocation: Invocation) throws(CLIError) {
        let options = invocation.options
        if sub == .batchMerge {
            if invocation.paths.isEmpty { throw .usage("Missing expected argument '<dir> ...'") }
            return
        }
        if options.batch.repos == nil && invocation.paths.isEmpty {
            throw .usage("Missing expected argument '<repo-dir> ...' or option '--repos <file>'")
        }
        if options.batch.branch != nil && options.check {
            throw .usage("'--branch' and '--check' cannot be used together.")
        }
    }

    /// `text` when git would accept it as a branch name (git-check-ref-format's rules), else a usage error.
    static func branchName(_ text: String) throws(CLIError) -> String {
        let forbidden: Set<Character> = [" ", "~", "^", ":", "?", "*", "[", "\\"]
        let components = text.split(separator: "/", omittingEmptySubsequences: false)
        let bad = text.isEmpty || text == "@" || text.hasPrefix("-") || text.hasSuffix(".")
            || text.contains("..") || text.contains("@{")
            || text.contains { forbidden.contains($0) || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true }
            || components.contains { $0.isEmpty || $0.hasPrefix(".") || $0.hasSuffix(".lock") }
        if bad {
            throw .usage("The value '\(text)' is invalid for '--branch <name>'. Please provide a name git accepts "
                + "for a branch, such as screenmod/uiscreen-main.")
        }
        return text
    }
}
