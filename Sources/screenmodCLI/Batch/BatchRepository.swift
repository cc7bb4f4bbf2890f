import Foundation
import Migration

/// Migrates one repository of a batch: checks it, resolves its own settings, runs the pipeline,
/// applies the result as the mode asks, and leaves its files in the output folder.
///
/// Every problem ends up in the returned result; nothing here stops the other repositories.
struct BatchRepository: Sendable {
    /// The git runner.
    var git: Git
    /// The batch's command line; its engine options apply to every repository.
    var invocation: Invocation
    /// The batch's working folder, environment and engine.
    var context: RunContext
    /// What to do with the rewrites.
    var mode: BatchMode
    /// Whether uncommitted changes are tolerated.
    var allowDirty: Bool
    /// The absolute output folder.
    var outDirectory: String
    /// How many files of this repository to process at once.
    var jobs: Int

    /// Handles the repository `target` and says how it went.
    func run(_ target: BatchTarget) -> BatchResult {
        var result = BatchResult(target: target)
        guard let stamp = FileStamp.of(target.path) else { return failed(result, "no such folder") }
        guard stamp.isDirectory else {
            result.status = .notARepository
            result.reason = "not a folder"
            return result
        }
        switch git.workTree(at: target.path) {
        case .notARepository(let why):
            result.status = .notARepository
            result.reason = why
            return result
        case .failed(let why): return failed(result, why)
        case .top: break
        }
        let root = target.path
        if let branch = mode.branchName, git.branchTip(branch, in: root) != nil {
            return resume(result, branch: branch)
        }
        let dirty: [String]
        switch git.uncommittedPaths(in: root) {
        case .failure(let failure): return failed(result, failure.reason)
        case .success(let paths): dirty = withoutOutputFolder(paths, root: root)
        }
        if !dirty.isEmpty && !allowDirty {
            result.status = .skippedDirty
            result.reason = BatchCommitMessage.plural(dirty.count, "uncommitted change")
            return result
        }
        var parent: String?
        if mode.branchName != nil {
            guard let head = git.head(in: root) else { return failed(result, "the repository has no commits yet") }
            parent = head
        }
        return migrate(result, root: root, dirty: Set(dirty), parent: parent)
    }

    /// Resolves the repository's settings, runs the pipeline and applies its result.
    private func migrate(_ start: BatchResult, root: String, dirty: Set<String>, parent: String?) -> BatchResult {
        var result = start
        let repoContext = RunContext(currentDirectory: root, environment: context.environment, engine: context.engine,
                                     processorCount: jobs)
        let settings: Settings
        do {
            let resolved = try SettingsResolver.resolve(repositoryInvocation(root), context: repoContext)
            settings = resolved.settings
            result.minIOS = settings.minIOS
            result.minIOSSource = resolved.origins["min-ios"]
            result.config = resolved.configPath
        } catch {
            return failed(result, error.message)
        }
        var report: RunReport
        do {
            report = try BatchMigration.collect(root: root, settings: settings, context: repoContext)
        } catch let error as CLIError where error.ruleID == "invalid-baseline" {
            return failed(result, error.message)
        } catch {
            return failed(result, "the engine could not start: \((error as? CLIError)?.message ?? "\(error)")")
        }
        if mode.branchName != nil { leaveOut(&report, &result, root: root, dirty: dirty) }
        result.processed = true
        tally(&result, report)
        apply(&report, &result, root: root, parent: parent)
        result.fileErrors = report.files.filter(\.failed).count
        writeArtifacts(&result, report: report)
        return result
    }

    /// The batch's command line as a single run in `root` would see it.
    private func repositoryInvocation(_ root: String) -> Invocation {
        var repo = invocation
        repo.paths = [root]
        repo.options.write = mode == .write || mode.branchName != nil
        repo.options.check = false
        repo.options.jobs = jobs
        repo.options.quiet = true
        // Rule folders named on the command line are relative to where the batch was started.
        repo.options.ruleDirectories = invocation.options.ruleDirectories.map {
            PathName.absolute($0, from: context.currentDirectory)
        }
        return repo
    }

    /// Drops the rewrites a commit cannot carry: files with uncommitted changes, and files that
    /// live outside the repository (reached through a symlink).
    private func leaveOut(_ report: inout RunReport, _ result: inout BatchResult, root: String, dirty: Set<String>) {
        let realRoot = FileSystem.realPath(root) ?? root
        for index in report.files.indices where report.files[index].rewritten != nil {
            let file = report.files[index]
            let inRepository = file.realPath.map { PathName.relative($0, to: realRoot) } ?? file.relativePath
            guard dirty.contains(inRepository) || dirty.contains(file.relativePath) || inRepository.hasPrefix("../") else {
                continue
            }
            report.files[index].edits = []
            report.files[index].rewritten = nil
            result.leftOut.append(file.relativePath)
        }
    }

    /// Copies the report's counts into the result.
    private func tally(_ result: inout BatchResult, _ report: RunReport) {
        result.filesScanned = report.filesScanned
        result.filesChanged = report.files.filter { $0.rewritten != nil }.count
        result.rewritesByRule = report.editsPerRule.map { RuleCount(rule: $0.0, count: $0.1) }
        result.findingsByRule = report.findingsPerRule.map { RuleCount(rule: $0.0, count: $0.1) }
        result.rewrites = result.rewritesByRule.reduce(0) { $0 + $1.count }
        result.findings = result.findingsByRule.reduce(0) { $0 + $1.count }
        if result.rewrites > 0 {
            result.status = mode == .dryRun || mode == .check ? .rewritable : .migrated
        } else {
            result.status = result.findings > 0 ? .findingsOnly : .clean
        }
    }

    /// Writes the files in place (`--write`) or commits them on the branch (`--branch`).
    private func apply(_ report: inout RunReport, _ result: inout BatchResult, root: String, parent: String?) {
        switch mode {
        case .dryRun, .check:
            return
        case .write:
            report.files = SafeWriter.writeAll(report.files, jobs: jobs)
            let unwritten = report.files.filter { $0.rewritten != nil && !$0.written }.count
            if unwritten > 0 {
                result.status = .failed
                result.reason = "\(BatchCommitMessage.plural(unwritten, "file")) could not be written"
            }
        case .branch(let name):
            guard result.rewrites > 0, let parent else { return }
            result.branch = name
            let realRoot = FileSystem.realPath(root) ?? root
            let changes = report.files.compactMap { file in
                file.rewritten.map { BatchChange(path: PathName.relative(file.realPath ?? file.absolutePath, to: realRoot), bytes: $0) }
            }
            let branch = BatchBranch(git: git, root: root, name: name)
            switch branch.commit(changes, parent: parent, message: BatchCommitMessage.text(result, branch: name)) {
            case .success(let commit):
                result.commit = commit
                for index in report.files.indices where report.files[index].rewritten != nil {
                    report.files[index].written = true
                }
            case .failure(let failure):
                result.status = .failed
                result.reason = failure.reason
                result.branch = nil
            }
        }
    }

    /// Picks up a branch an earlier run made, or refuses a branch screenmod did not make.
    private func resume(_ start: BatchResult, branch: String) -> BatchResult {
        var result = start
        guard let (commit, trailers) = git.screenmodCommit(on: branch, in: start.target.path) else {
            return failed(result, "branch \(branch) exists and is not screenmod's")
        }
        result.status = .done
        result.branch = branch
        result.commit = commit
        BatchCommitMessage.restore(&result, from: trailers)
        // The earlier run's files are still there unless the output folder changed.
        let name = result.target.name
        let present = { (file: String) in FileStamp.of(outDirectory + "/" + file) != nil ? file : nil }
        result.artifacts = BatchArtifacts(diff: present(name + ".diff"), json: present(name + ".json"),
                                          pullRequest: present(name + ".md"), plan: present(name + ".plan.md"))
        return result
    }

    /// `paths` (from git status) without those in the output folder, which may sit inside a repository.
    private func withoutOutputFolder(_ paths: [String], root: String) -> [String] {
        let realRoot = FileSystem.realPath(root) ?? root
        let realOut = FileSystem.realPath(outDirectory) ?? outDirectory
        guard PathName.isInside(realOut, realRoot) else { return paths }
        return paths.filter { !PathName.isInside(PathName.normalize(realRoot + "/" + $0), realOut) }
    }

    private func failed(_ start: BatchResult, _ reason: String) -> BatchResult {
        var result = start
        result.status = .failed
        result.reason = reason
        return result
    }
}
