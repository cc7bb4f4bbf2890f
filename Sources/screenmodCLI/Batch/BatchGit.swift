import Foundation

/// What one git command printed and how it ended.
struct GitOutput: Sendable {
    /// The exit status (127 when git could not be started).
    var status: Int32
    /// Standard output, byte for byte.
    var output: [UInt8]
    /// Standard error as text.
    var errorText: String

    /// Whether git exited with status 0.
    var succeeded: Bool { status == 0 }

    /// Standard output as text without its final line break.
    var text: String {
        var text = String(decoding: output, as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Git's own explanation in one line: its `fatal:` or `error:` line, else its last line.
    var reason: String {
        let lines = errorText.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let line = lines.first { $0.hasPrefix("fatal: ") || $0.hasPrefix("error: ") } ?? lines.last
            ?? "git exited with status \(status)"
        let text = line.hasPrefix("fatal: ") || line.hasPrefix("error: ") ? String(line.dropFirst(7)) : line
        return text.count > 160 ? String(text.prefix(157)) + "..." : text
    }
}

/// Runs git (found on `PATH`) as a child process, never through a shell.
///
/// The environment is cleaned so that git works on the folder it is run in and takes the commit
/// identity from its own configuration (`user.name`, `user.email`), not from variables a CI job
/// or a parent git process happened to export; it never prompts, pages or opens an editor.
struct Git: Sendable {
    /// The absolute path of the git executable.
    let executable: String
    /// The environment every git command runs with.
    let environment: [String: String]

    /// Variables that would point git at another repository, index or object store.
    static let locationVariables = ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
                                    "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR", "GIT_NAMESPACE",
                                    "GIT_PREFIX"]
    /// Variables that would override the identity and dates git reads from its configuration.
    static let identityVariables = ["GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_AUTHOR_DATE",
                                    "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL", "GIT_COMMITTER_DATE", "EMAIL"]

    /// A runner for the git on `environment`'s `PATH`, or nil when there is none.
    init?(environment: [String: String]) {
        guard let path = GitFileList.executable(named: "git", environment: environment) else { return nil }
        var clean = environment
        for name in Self.locationVariables + Self.identityVariables { clean.removeValue(forKey: name) }
        clean["GIT_TERMINAL_PROMPT"] = "0"
        clean["GIT_PAGER"] = "cat"
        clean["GIT_EDITOR"] = ":"
        // Paths are passed as data, never as patterns: a file named `*.swift` means just that file.
        clean["GIT_LITERAL_PATHSPECS"] = "1"
        // `git status` must not take the index lock that a person's own git command may need.
        clean["GIT_OPTIONAL_LOCKS"] = "0"
        // Messages end up in the summary; keep them in one language.
        clean["LC_ALL"] = "C"
        self.executable = path
        self.environment = clean
    }

    /// Runs `git arguments` in `directory`, feeding `input` on standard input.
    func run(_ arguments: [String], in directory: String, input: [UInt8]? = nil,
             environment extra: [String: String] = [:]) -> GitOutput {
        // Input comes from a file, not a pipe: a git that stops reading early cannot SIGPIPE us.
        let inputFile = input.flatMap(Self.temporaryInput)
        defer { if let inputFile { unlink(inputFile) } }
        let result = Subprocess.run(executable, ["-C", directory] + arguments,
                                    environment: environment.merging(extra) { $1 }, inputPath: inputFile)
        return GitOutput(status: result.status, output: result.output,
                         errorText: String(decoding: result.errorOutput, as: UTF8.self))
    }

    /// Writes `bytes` to a fresh temporary file and returns its path.
    private static func temporaryInput(_ bytes: [UInt8]) -> String? {
        let path = FileManager.default.temporaryDirectory.path + "/screenmod-git-input-" + UUID().uuidString
        return FileManager.default.createFile(atPath: path, contents: Data(bytes)) ? path : nil
    }
}
