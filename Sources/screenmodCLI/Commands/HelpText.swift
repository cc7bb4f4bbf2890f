/// The `--help` pages and usage lines, laid out like swift-argument-parser's.
enum HelpText {
    /// Width of the label column, indentation included.
    private static let labelWidth = 26
    /// Lines are wrapped before this column.
    private static let lineWidth = 80

    /// The one-line usage of `sub` (the root command when nil).
    static func usage(_ sub: Subcommand?) -> String {
        switch sub {
        case nil: return "screenmod [<options>] [<path> ...]"
        case .tokens: return "screenmod tokens <path> ..."
        case .explain: return "screenmod explain [<options>] <file>:<line>"
        case .plan: return "screenmod plan [<options>] [<path> ...]"
        case .rules: return "screenmod rules [<options>]"
        case .rulesCheck: return "screenmod rules check [<options>] [<path> ...]"
        case .rulesTest: return "screenmod rules test [<options>] [<path> ...]"
        case .batch: return "screenmod batch [<options>] (--repos <file> | <repo-dir> ...)"
        case .batchMerge: return "screenmod batch merge [--out <dir>] <dir> ..."
        }
    }

    /// The lines printed to stderr after `Error: …`.
    static func usageError(_ sub: Subcommand?) -> String {
        let helpCommand = sub.map { "screenmod help \($0.rawValue)" } ?? "screenmod --help"
        return "Usage: \(usage(sub))\n  See '\(helpCommand)' for more information.\n"
    }

    /// The full help page of `sub` (the root command when nil).
    static func page(_ sub: Subcommand?) -> String {
        var text = "OVERVIEW: \(overview(sub))\n\n"
        if sub == nil {
            text += wrap("Dry run by default: prints a unified diff of the rewrites screenmod can prove safe "
                + "on stdout and reports the uses it cannot rewrite on stderr.", indent: 0) + "\n"
        }
        if sub == .batch { text += wrap(batchDescription, indent: 0) + "\n" }
        text += "USAGE: \(usage(sub))\n\n"
        if let arguments = argumentRows(sub) {
            text += "ARGUMENTS:\n" + arguments.map { row($0.0, $0.1) }.joined() + "\n"
        }
        let scope = OptionScope.of(sub)
        let options = optionTable.filter { !$0.scope.isDisjoint(with: scope) }
        text += "OPTIONS:\n" + options.map { row($0.label, helpSentence($0, for: sub)) }.joined()
        if sub == nil {
            text += "\nSUBCOMMANDS:\n"
            text += Subcommand.allCases.filter { !$0.isHidden }.map { row($0.rawValue, overview($0)) }.joined()
            text += "\n  See 'screenmod help <subcommand>' for detailed help.\n"
            text += "\nEXIT CODES:\n"
            text += row("0", "Success: no work found, or all of it was done as asked.")
            text += row("1", "Work was found in --check mode, or a file could not be processed or written.")
            text += row("64", "The command line could not be understood.")
        }
        if sub == .batch {
            text += "\nEXIT CODES:\n"
            text += row("0", "Every repository was rewritable, migrated, findings-only, clean or done.")
            text += row("1", "A repository failed, was skipped or is not a repository, or --check found work.")
            text += row("64", "The command line could not be understood.")
        }
        return text
    }

    /// The one-sentence summary of a command.
    static func overview(_ sub: Subcommand?) -> String {
        switch sub {
        case nil: return "Migrate UIScreen.main to the screen, bounds and scale of its context."
        case .tokens: return "Print the tokens of Swift files, one per line."
        case .explain: return "Say what screenmod would do at a line and which rule decided it."
        case .plan: return "Print a Markdown migration plan: the automatic rewrites, the helpers to retire, the rest by cause."
        case .rules: return "List the rules and whether each is on."
        case .rulesCheck: return "Check rule files for errors."
        case .rulesTest: return "Run the rules against their snapshot cases."
        case .batch: return "Run over many repositories and summarise the results."
        case .batchMerge: return "Merge the summaries of batch shards into one table and summary.json."
        }
    }

    private static func argumentRows(_ sub: Subcommand?) -> [(String, String)]? {
        switch sub {
        case nil: return [("<path>", "The files and folders to migrate (default: the current directory).")]
        case .tokens: return [("<path>", "The Swift files to tokenize.")]
        case .explain: return [("<file>:<line>", "The line to explain.")]
        case .plan: return [("<path>", "The files and folders to plan for (default: the current directory).")]
        case .rules: return nil
        case .rulesCheck, .rulesTest: return [("<path>", "Rule files or folders (default: the built-in rules).")]
        case .batch: return [("<repo-dir>", "Repository folders, each the top folder of a git work tree.")]
        case .batchMerge: return [("<dir>", "Output folders of batch shards, each holding a summary.json.")]
        }
    }

    /// What `batch --help` says before its usage line.
    private static let batchDescription = "Dry run by default: writes each repository's diff and findings "
        + "into the output folder, then prints a summary table on stdout. Nothing is ever pushed."

    /// Options whose sentence reads differently under `batch`, where they act per repository.
    private static let batchHelp: [String: String] = [
        "--write": "Apply the rewrites in place in each repository.",
        "--check": "Change nothing and exit 1 when any repository has rewrites or findings.",
        "--jobs": "Process this many repositories at once (default: the number of cores).",
        "--quiet": "Leave out the progress lines on stderr.",
        "--exclude": "Skip paths matching this glob, relative to each repository (repeatable).",
    ]

    /// The help sentence of `spec` on the page of `sub`.
    private static func helpSentence(_ spec: OptionSpec, for sub: Subcommand?) -> String {
        guard sub == .batch, let text = batchHelp[spec.names[0]] else { return spec.help }
        return text
    }

    /// One `label  help` row; a label too wide for its column puts the help on the next line.
    private static func row(_ label: String, _ help: String) -> String {
        let head = "  " + label
        let body = wrap(help, indent: labelWidth)
        if head.count + 1 < labelWidth {
            let padding = String(repeating: " ", count: labelWidth - head.count)
            return head + padding + body.dropFirst(labelWidth)
        }
        return head + "\n" + body
    }

    /// Wraps `text` into lines of at most `lineWidth` columns, each indented by `indent` spaces.
    private static func wrap(_ text: String, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent + line.count + 1 + word.count > lineWidth {
                lines.append(margin + line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        lines.append(margin + line)
        return lines.joined(separator: "\n") + "\n"
    }
}
