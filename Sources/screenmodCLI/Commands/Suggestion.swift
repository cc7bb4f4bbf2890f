import SourceModel

/// The "did you mean" of command-line errors: options, rule ids and group names, subcommands.
/// Every suggestion comes from `Spelling.nearest`, the one a misspelled id in a
/// `screenmod:disable` comment gets, so the command line and the comments agree.
enum Suggestion {
    /// `; did you mean 'x'?` for the candidate nearest to `name`, or "" when none is near.
    static func clause(_ name: String, among candidates: some Sequence<String>) -> String {
        Spelling.nearest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The error for a word in a subcommand's place (the first argument, or the one after
    /// `batch`) that is spelled like a subcommand and names no file or folder: `screenmod rulse`
    /// would otherwise migrate a missing path, and `batch merg` fail a missing repository.
    static func misspelledSubcommand(_ arguments: [String], _ invocation: Invocation, cwd: String) -> CLIError? {
        let (words, candidates): ([String], [String])
        switch invocation.command {
        case .migrate, .printConfig: (words, candidates) = ([], Subcommand.commandWords)
        case .subcommand(.batch): (words, candidates) = (["batch"], Subcommand.secondWords(after: "batch"))
        default: return nil
        }
        guard arguments.starts(with: words), arguments.count > words.count,
              let word = invocation.paths.first, arguments[words.count] == word,
              !FileSystem.exists(PathName.absolute(word, from: cwd)),
              let nearest = Spelling.nearest(to: word, among: candidates) else { return nil }
        let command = (["screenmod"] + words).joined(separator: " ")
        return .usage("'\(word)' is neither a subcommand of '\(command)' nor a file or folder; "
            + "did you mean '\(nearest)'?")
    }
}
