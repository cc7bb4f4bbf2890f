import Foundation

/// One file's new contents, by its path relative to the repository's top folder.
struct BatchChange: Sendable {
    /// The path as git knows it (symlinks resolved).
    var path: String
    /// The rewritten bytes, as they should appear in the work tree.
    var bytes: [UInt8]
}

/// Makes screenmod's commit on a new branch so that an interruption never leaves a half state.
///
/// The commit is built with plumbing in a private index (nothing in the work tree, the person's
/// index or HEAD moves); the branch appears in one step only once the commit is complete, which is
/// what makes "branch exists with screenmod's commit" a safe resume marker; only then is the
/// branch checked out, which brings the rewritten files into the work tree. No commit hooks run,
/// no remote is touched. Identity and signing follow git's own configuration, as for `git commit`.
struct BatchBranch {
    /// The git runner.
    var git: Git
    /// The repository's top folder.
    var root: String
    /// The branch to create.
    var name: String

    /// Commits `changes` on top of `parent` as branch `name`, checks it out, and returns the commit.
    func commit(_ changes: [BatchChange], parent: String, message: String) -> Result<String, BatchFailure> {
        let index = FileManager.default.temporaryDirectory.path + "/screenmod-index-" + UUID().uuidString
        defer { unlink(index) }
        let privateIndex = ["GIT_INDEX_FILE": index]
        let commit: String
        switch buildCommit(changes, parent: parent, message: message, environment: privateIndex) {
        case .success(let made): commit = made
        case .failure(let failure): return .failure(failure)
        }
        let created = git.run(["branch", "--no-track", name, commit], in: root)
        guard created.succeeded else { return .failure(BatchFailure("cannot create branch \(name): \(created.reason)")) }
        let checkout = git.run(["checkout", "-q", name, "--"], in: root)
        guard checkout.succeeded else {
            // Without the checkout the branch would claim work the person never saw: take it back.
            _ = git.run(["branch", "-D", name], in: root)
            return .failure(BatchFailure("cannot check out \(name): \(checkout.reason)"))
        }
        return .success(commit)
    }

    /// Writes the blobs, the tree and the commit; returns the commit's id.
    private func buildCommit(_ changes: [BatchChange], parent: String, message: String,
                             environment: [String: String]) -> Result<String, BatchFailure> {
        let read = git.run(["read-tree", parent], in: root, environment: environment)
        guard read.succeeded else { return .failure(BatchFailure(read.reason)) }
        let modes = fileModes(changes.map(\.path), environment: environment)
        var entries: [UInt8] = []
        for change in changes {
            // --path applies the repository's attributes (line endings, filters) as `git add` would.
            let blob = git.run(["hash-object", "-w", "--stdin", "--path=\(change.path)"], in: root, input: change.bytes)
            guard blob.succeeded else { return .failure(BatchFailure("cannot store \(change.path): \(blob.reason)")) }
            entries += Array("\(modes[change.path] ?? "100644") \(blob.text)\t\(change.path)".utf8) + [0]
        }
        let update = git.run(["update-index", "-z", "--index-info"], in: root, input: entries, environment: environment)
        guard update.succeeded else { return .failure(BatchFailure(update.reason)) }
        let tree = git.run(["write-tree"], in: root, environment: environment)
        guard tree.succeeded else { return .failure(BatchFailure(tree.reason)) }
        // commit-tree ignores commit.gpgSign, which `git commit` honours: ask for the signature explicitly.
        let signing = git.run(["config", "--bool", "commit.gpgSign"], in: root).text == "true" ? ["-S"] : []
        let commit = git.run(["commit-tree", tree.text, "-p", parent] + signing + ["-F", "-"], in: root,
                             input: Array(message.utf8))
        guard commit.succeeded else { return .failure(BatchFailure("cannot commit: \(commit.reason)")) }
        return .success(commit.text)
    }

    /// The file mode of each path in the private index (100755 stays executable).
    private func fileModes(_ paths: [String], environment: [String: String]) -> [String: String] {
        let listing = git.run(["ls-files", "-s", "-z", "--"] + paths, in: root, environment: environment)
        var modes: [String: String] = [:]
        for record in listing.output.split(separator: 0) {
            let text = String(decoding: record, as: UTF8.self)
            guard let tab = text.firstIndex(of: "\t"), let space = text.firstIndex(of: " ") else { continue }
            modes[String(text[text.index(after: tab)...])] = String(text[..<space])
        }
        return modes
    }
}
