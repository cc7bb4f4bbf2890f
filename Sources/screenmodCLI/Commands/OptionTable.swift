/// Which commands accept an option.
struct OptionScope: OptionSet, Sendable {
    let rawValue: Int
    /// The root command (migrate).
    static let root = OptionScope(rawValue: 1)
    /// `explain`.
    static let explain = OptionScope(rawValue: 2)
    /// `batch`.
    static let batch = OptionScope(rawValue: 4)
    /// `tokens`.
    static let tokens = OptionScope(rawValue: 8)
    /// `batch merge`.
    static let batchMerge = OptionScope(rawValue: 16)
    /// `rules`, which lists the rules a run would use.
    static let rulesList = OptionScope(rawValue: 32)
    /// `rules check` and `rules test`, which read rule files.
    static let ruleFiles = OptionScope(rawValue: 64)
    /// `plan`, which runs the engine and prints a plan.
    static let plan = OptionScope(rawValue: 128)
    /// Every command that runs the engine over code.
    static let engine: OptionScope = [.root, .explain, .batch, .plan]
    /// Every command that decides which rules are on.
    static let ruleChoice: OptionScope = [.engine, .rulesList]
    /// Every command.
    static let all: OptionScope = [.ruleChoice, .ruleFiles, .tokens, .batchMerge]
}

/// One option: its spellings, value placeholder, help sentence, scope and effect.
struct OptionSpec: Sendable {
    /// Spellings, long form first, e.g. `["--help", "-h"]`.
    let names: [String]
    /// The value placeholder such as `<format>`, or nil for a flag.
    let value: String?
    /// One sentence ending with a period.
    let help: String
    /// The commands that accept it.
    let scope: OptionScope
    /// Stores the option (and its value, empty for flags) into the option values.
    let apply: @Sendable (inout OptionValues, String) throws(CLIError) -> Void

    /// How the option is shown in help and errors, e.g. `--format <format>`.
    var label: String {
        let spelled = names.count > 1 ? "\(names[1]), \(names[0])" : names[0]
        return value.map { "\(spelled) \($0)" } ?? spelled
    }

    /// The long name with its placeholder, as errors quote it.
    var quoted: String { value.map { "\(names[0]) \($0)" } ?? names[0] }
}

/// Every option screenmod accepts, in the order `--help` lists them.
let optionTable: [OptionSpec] = [
    OptionSpec(names: ["--write"], value: nil, help: "Apply the rewrites to the files in place.",
               scope: [.root, .batch]) { values, _ in values.write = true },
    OptionSpec(names: ["--check"], value: nil,
               help: "Change nothing and exit 1 when any rewrite or finding exists (for CI and hooks).",
               scope: [.root, .batch]) { values, _ in values.check = true },
    OptionSpec(names: ["--suggested"], value: nil,
               help: "Add the suggested fixes, each right once its caveat holds, to the diff (or to the files with --write).",
               scope: .root) { values, _ in values.suggested = true },
    OptionSpec(names: ["--interactive", "-i"], value: nil,
               help: "Ask about each file's rewrites and each suggested fix, as git add -p does, and write what is accepted.",
               scope: .root) { values, _ in values.interactive = true },
    OptionSpec(names: ["--repos"], value: "<file>",
               help: "Read repository folders from this file, one per line, where # starts a comment.",
               scope: .batch) { values, text in values.batch.repos = text },
    OptionSpec(names: ["--out"], value: "<dir>",
               help: "Write diffs, reports and summary.json into this folder (default: ./screenmod-batch).",
               scope: [.batch, .batchMerge]) { values, text in values.batch.out = text },
    OptionSpec(names: ["--allow-dirty"], value: nil,
               help: "Also process repositories that have uncommitted changes.",
               scope: .batch) { values, _ in values.batch.allowDirty = true },
    OptionSpec(names: ["--branch"], value: "<name>",
               help: "Commit the rewrites on a new branch of this name in each repository (implies --write).",
               scope: .batch) { values, text throws(CLIError) in values.batch.branch = try BatchOptionValues.branchName(text) },
    OptionSpec(names: ["--shard"], value: "<k/n>",
               help: "Process only the k-th of n deterministic shares of the repository list.",
               scope: .batch) { values, text throws(CLIError) in values.batch.shard = try BatchShard.parse(text) },
    OptionSpec(names: ["--format"], value: "<format>",
               help: "Print results as diff, xcode, json, sarif or github (default: diff).",
               scope: [.root, .rulesList]) { values, text throws(CLIError) in
        values.format = try choice(text, for: "--format <format>")
    },
    OptionSpec(names: ["--color"], value: "<when>",
               help: "Colour the diff: auto (when stdout is a terminal), always or never (default: auto).",
               scope: .root) { values, text throws(CLIError) in
        values.color = try choice(text, for: "--color <when>")
    },
    OptionSpec(names: ["--min-ios"], value: "<version>",
               help: "Treat this iOS version as the deployment target instead of detecting it.",
               scope: .engine) { values, text throws(CLIError) in
        guard let major = DeploymentTarget.major(of: text), DeploymentTarget.knownMajors.contains(major) else {
            throw .usage("The value '\(text)' is invalid for '--min-ios <version>'. Please provide an iOS version "
                + "from \(DeploymentTarget.knownMajors.lowerBound) to \(DeploymentTarget.knownMajors.upperBound), such as 15 or 15.0.")
        }
        values.minIOS = major
    },
    OptionSpec(names: ["--rules"], value: "<dir>", help: "Load extra rules from this directory (repeatable).",
               scope: .all.subtracting([.tokens, .batchMerge])) { values, text in values.ruleDirectories.append(text) },
    OptionSpec(names: ["--enable"], value: "<rule-id>", help: "Turn on a rule or a group of rules (duo) that is off by default (repeatable).",
               scope: .ruleChoice) { values, text in values.enable.append(text) },
    OptionSpec(names: ["--disable"], value: "<rule-id>", help: "Turn off a rule or a group of rules (repeatable).",
               scope: .ruleChoice) { values, text in values.disable.append(text) },
    OptionSpec(names: ["--only"], value: "<rule-id>", help: "Run only this rule or group of rules (repeatable).",
               scope: .ruleChoice) { values, text in values.only.append(text) },
    OptionSpec(names: ["--exclude"], value: "<glob>",
               help: "Skip paths matching this glob, where ** spans folders (repeatable).",
               scope: [.root, .batch, .plan]) { values, text throws(CLIError) in
        if let problem = Glob.problem(in: text) {
            throw .usage("The value '\(text)' is invalid for '--exclude <glob>': \(problem).")
        }
        values.exclude.append(text)
    },
    OptionSpec(names: ["--exclude-tests"], value: nil,
               help: "Leave out the findings in test code (files that import XCTest or Testing).",
               scope: [.root, .batch, .plan]) { values, _ in values.excludeTests = true },
    OptionSpec(names: ["--baseline"], value: "<file>",
               help: "Leave out the rewrites and findings this baseline file records, so that only new ones count.",
               scope: .root) { values, text in values.baseline = text },
    OptionSpec(names: ["--write-baseline"], value: "<file>",
               help: "Record every rewrite and finding in this baseline file, then exit.",
               scope: .root) { values, text in values.writeBaseline = text },
    OptionSpec(names: ["--jobs"], value: "<n>",
               help: "Process this many files at once (default: the number of cores).",
               scope: [.root, .batch, .plan]) { values, text throws(CLIError) in
        guard let jobs = Int(text), jobs >= 1 else {
            throw .usage("The value '\(text)' is invalid for '--jobs <n>'. Please provide a whole number of 1 or more.")
        }
        values.jobs = jobs
    },
    OptionSpec(names: ["--quiet"], value: nil, help: "Leave out the closing summary on stderr.",
               scope: [.root, .batch]) { values, _ in values.quiet = true },
    OptionSpec(names: ["--report-suppressed"], value: nil,
               help: "List the sites that screenmod:disable comments suppressed.",
               scope: .root) { values, _ in values.reportSuppressed = true },
    OptionSpec(names: ["--verbose"], value: nil,
               help: "With explain, also print what the conditions see and every rule tried.",
               scope: .explain) { values, _ in values.verbose = true },
    OptionSpec(names: ["--markdown"], value: nil,
               help: "Print a Markdown catalogue of every rule instead: where it holds and what it writes or reports.",
               scope: .rulesList) { values, _ in values.markdown = true },
    OptionSpec(names: ["--print-config"], value: nil,
               help: "Print the effective settings and where each came from, then exit.",
               scope: .root) { values, _ in values.printConfig = true },
    OptionSpec(names: ["--generate-completion-script"], value: "<shell>",
               help: "Print a completion script for bash, zsh or fish.",
               scope: .root) { values, text throws(CLIError) in
        values.completionShell = try choice(text, for: "--generate-completion-script <shell>")
    },
    OptionSpec(names: ["--version"], value: nil, help: "Show the version.",
               scope: .root) { values, _ in values.version = true },
    OptionSpec(names: ["--help", "-h"], value: nil, help: "Show help information.",
               scope: .all) { values, _ in values.help = true },
]

/// Parses `text` as one of an enum's raw values, or throws the argument parser's message.
private func choice<Value: RawRepresentable & CaseIterable>(
    _ text: String, for label: String
) throws(CLIError) -> Value where Value.RawValue == String {
    if let value = Value(rawValue: text) { return value }
    let names = Value.allCases.map { "'\($0.rawValue)'" }
    let list = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    throw .usage("The value '\(text)' is invalid for '\(label)'. Please provide one of \(list).")
}
