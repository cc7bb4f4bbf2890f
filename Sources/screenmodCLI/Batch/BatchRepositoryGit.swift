/// Whether a folder is the top of a git work tree.
enum WorkTreeCheck: Equatable, Sendable {
    /// It is; the payload is git's own spelling of the top folder.
    case top(String)
    /// It is not a repository: the payload says why.
    case notARepository(String)
    /// Git could not tell (for example, an unsafe owner): the payload is git's reason.
    case failed(String)
}

/// The questions the batch asks git about a repository.
extension Git {
    /// Whether `folder` is the top folder of a work tree.
    ///
    /// A folder inside someone else's work tree is not accepted: committing there would put
    /// screenmod's branch into the enclosing repository (a home folder kept in git, say).
    func workTree(at folder: String) -> WorkTreeCheck {
        let result = run(["rev-parse", "--show-toplevel"], in: folder)
        guard result.succeeded else {
            let text = result.errorText
            if text.contains("not a git repository") { return .notARepository("not inside a git work tree") }
            if text.contains("must be run in a work tree") { return .notARepository("a bare repository has no work tree") }
            return .failed(result.reason)
        }
        let top = result.text
        guard let realTop = FileSystem.realPath(top), let realFolder = FileSystem.realPath(folder) else {
            return .failed("cannot resolve the work tree's folder")
        }
        if realTop != realFolder { return .notARepository("inside the work tree at \(top), not its top folder") }
        return .top(top)
    }

    /// The paths (relative to the top folder) with uncommitted changes, untracked files included.
    func uncommittedPaths(in root: String) -> Result<[String], BatchFailure> {
        let result = run(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--ignore-submodules=none"], in: root)
        guard result.succeeded else { return .failure(BatchFailure(result.reason)) }
        var paths: [String] = []
        var fields = result.output.split(separator: 0, omittingEmptySubsequences: true)[...]
        while let field = fields.popFirst() {
            guard field.count > 3 else { continue }
            let code = Array(field.prefix(2))
            paths.append(String(decoding: field.dropFirst(3), as: UTF8.self))
            // A rename or copy is followed by its source path, which changed too.
            if code.contains(UInt8(ascii: "R")) || code.contains(UInt8(ascii: "C")), let source = fields.popFirst() {
                paths.append(String(decoding: source, as: UTF8.self))
            }
        }
        return .success(paths)
    }

    /// The commit HEAD points at, or nil in a repository without commits.
    func head(in root: String) -> String? {
        let result = run(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], in: root)
        return result.succeeded ? result.text : nil
    }

    /// The commit branch `name` points at, or nil when there is no such branch.
    func branchTip(_ name: String, in root: String) -> String? {
        let result = run(["rev-parse", "--verify", "--quiet", "refs/heads/\(name)^{commit}"], in: root)
        return result.succeeded ? result.text : nil
    }

    /// The newest commit on branch `name` that screenmod made for that branch, with its trailers.
    func screenmodCommit(on name: String, in root: String) -> (commit: String, trailers: [String: String])? {
        let marker = "\(BatchCommitMessage.branchKey): \(name)"
        let result = run(["log", "-z", "--format=%H%n%B", "--fixed-strings", "--grep=\(marker)", "-n", "50",
                          "refs/heads/\(name)", "--"], in: root)
        guard result.succeeded else { return nil }
        for record in result.output.split(separator: 0) {
            let text = String(decoding: record, as: UTF8.self)
            guard let newline = text.firstIndex(of: "\n") else { continue }
            let trailers = BatchCommitMessage.trailers(of: String(text[text.index(after: newline)...]))
            if trailers[BatchCommitMessage.branchKey] == name {
                return (String(text[..<newline]), trailers)
            }
        }
        return nil
    }
}

/// Why a batch step failed (a git command, a summary file), in one line.
struct BatchFailure: Error, Equatable, Sendable {
    /// One line saying what went wrong.
    var reason: String

    /// Creates a failure.
    init(_ reason: String) { self.reason = reason }
}
