/// What a batch run does in each repository.
enum BatchMode: Equatable, Sendable {
    /// Write diffs and reports into the output folder; change no repository (the default).
    case dryRun
    /// A dry run that exits 1 when any repository has work.
    case check
    /// Apply the rewrites in place.
    case write
    /// Commit the rewrites on a new branch of this name, and check it out.
    case branch(String)

    /// The mode as summary.json names it.
    var label: String {
        switch self {
        case .dryRun: return "dry-run"
        case .check: return "check"
        case .write: return "write"
        case .branch: return "branch"
        }
    }

    /// The branch name in `.branch` mode.
    var branchName: String? {
        if case .branch(let name) = self { return name }
        return nil
    }
}

/// How one repository ended, as the summary table shows it.
enum BatchStatus: String, CaseIterable, Sendable {
    /// Rewrites were found by a dry run or `--check`; nothing was changed.
    case rewritable
    /// Rewrites were applied (`--write`) or committed (`--branch`).
    case migrated
    /// Nothing to rewrite, but findings are left for a person.
    case findingsOnly = "findings-only"
    /// Nothing to rewrite and nothing to report.
    case clean
    /// Refused because of uncommitted changes (see `--allow-dirty`).
    case skippedDirty = "skipped-dirty"
    /// Not the top folder of a git work tree.
    case notARepository = "not-a-repository"
    /// The branch already holds screenmod's commit from an earlier run.
    case done
    /// Something went wrong; the result's reason says what.
    case failed
}

/// A count per rule id, sorted by id.
struct RuleCount: Equatable, Sendable {
    /// The rule id.
    var rule: String
    /// How many edits or findings it made.
    var count: Int
}

/// The files a repository left in the output folder, as names relative to that folder.
struct BatchArtifacts: Equatable, Sendable {
    /// The unified diff (`<name>.diff`).
    var diff: String?
    /// The JSON report (`<name>.json`).
    var json: String?
    /// The pull-request description (`<name>.md`).
    var pullRequest: String?
    /// The migration plan (`<name>.plan.md`).
    var plan: String?

    /// Every artifact name present.
    var all: [String] { [diff, json, pullRequest, plan].compactMap { $0 } }
}

/// Everything the summary records about one repository.
struct BatchResult: Equatable, Sendable {
    /// Which repository, where it sits in the list, and its name in the output folder.
    var target: BatchTarget
    /// How it ended.
    var status: BatchStatus = .failed
    /// Why it failed or was skipped, or what else a person should know; nil when nothing.
    var reason: String?
    /// Whether its files were scanned, so the counts mean something.
    var processed = false
    /// `.swift` files read.
    var filesScanned = 0
    /// Files with rewrites.
    var filesChanged = 0
    /// Rewrites in all files.
    var rewrites = 0
    /// Findings (warnings and notes) left for a person.
    var findings = 0
    /// Files that could not be read, processed or written.
    var fileErrors = 0
    /// Rewrites per rule.
    var rewritesByRule: [RuleCount] = []
    /// Findings per rule.
    var findingsByRule: [RuleCount] = []
    /// The deployment target the repository was migrated for.
    var minIOS: Int?
    /// Where that deployment target came from.
    var minIOSSource: String?
    /// The `.screenmod` file used, if any.
    var config: String?
    /// The branch holding the commit (`--branch`).
    var branch: String?
    /// The commit screenmod made, or found when resuming.
    var commit: String?
    /// Files with uncommitted changes that `--branch --allow-dirty` left untouched.
    var leftOut: [String] = []
    /// The files written into the output folder.
    var artifacts = BatchArtifacts()

    /// The status as the table shows it: `failed: reason` for failures, and file errors noted.
    var statusText: String {
        if status == .failed { return "failed: " + (reason ?? "unknown reason") }
        guard fileErrors > 0 else { return status.rawValue }
        return "\(status.rawValue) (\(fileErrors) \(fileErrors == 1 ? "file" : "files") not processed)"
    }

    /// Whether a person must look at this repository before the batch counts as finished.
    var needsAttention: Bool {
        switch status {
        case .failed, .skippedDirty, .notARepository: return true
        case .rewritable, .migrated, .findingsOnly, .clean, .done: return fileErrors > 0
        }
    }
}
