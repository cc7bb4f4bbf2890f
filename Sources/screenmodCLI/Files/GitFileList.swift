import Foundation

/// Asks git which files of a work tree are not ignored, so `.gitignore` is honoured exactly.
enum GitFileList {
    /// The tracked and untracked-but-not-ignored files under `directory`, relative to it, or nil
    /// when git is missing or `directory` is not inside a work tree.
    static func files(in directory: String, environment: [String: String]) -> [String]? {
        list(["-co", "--exclude-standard"], in: directory, environment: environment)
    }

    /// The tracked files under `directory` (deleted ones too), relative to it; nil as `files`.
    /// Git reads them from its index: a fraction of the time `untrackedFiles` takes.
    static func trackedFiles(in directory: String, environment: [String: String]) -> [String]? {
        list([], in: directory, environment: environment)
    }

    /// The untracked files under `directory` that no ignore rule covers, relative to it; nil as
    /// `files`. Git walks the whole folder for them.
    static func untrackedFiles(in directory: String, environment: [String: String]) -> [String]? {
        list(["-o", "--exclude-standard"], in: directory, environment: environment)
    }

    private static func list(_ options: [String], in directory: String, environment: [String: String]) -> [String]? {
        guard let git = executable(named: "git", environment: environment) else { return nil }
        var childEnvironment = environment
        // Never let git page, prompt, or pick up a repository other than the folder's own.
        childEnvironment["GIT_PAGER"] = "cat"
        childEnvironment["GIT_TERMINAL_PROMPT"] = "0"
        childEnvironment.removeValue(forKey: "GIT_DIR")
        childEnvironment.removeValue(forKey: "GIT_WORK_TREE")
        let result = Subprocess.run(git, ["-C", directory, "ls-files"] + options + ["-z"], environment: childEnvironment)
        guard result.status == 0 else { return nil }
        return result.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `directory` or a folder above it holds `.git`, so asking git can pay off.
    /// Starting git costs more than walking a small folder, so a plain folder never does.
    static func isInWorkTree(_ directory: String) -> Bool {
        var folder = directory
        while true {
            if FileSystem.exists(folder == "/" ? "/.git" : folder + "/.git") { return true }
            if folder == "/" { return false }
            folder = PathName.directory(of: folder)
        }
    }

    /// The absolute path of the executable `name` on `PATH`, if any.
    static func executable(named name: String, environment: [String: String]) -> String? {
        let searchPath = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
