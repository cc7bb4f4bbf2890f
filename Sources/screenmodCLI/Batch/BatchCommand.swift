import Foundation

/// `screenmod batch`: migrates many repositories, each on its own, and summarises the results.
enum BatchCommand {
    /// Runs `batch` or `batch merge` and returns the exit code.
    static func run(_ sub: Subcommand, _ invocation: Invocation, console: Console, context: RunContext) -> Int32 {
        if sub == .batchMerge { return BatchMerge.run(invocation, console: console, context: context) }
        let options = invocation.options
        guard let git = Git(environment: context.environment) else {
            console.err("Error: git was not found on PATH; screenmod batch needs it to check and commit repositories.\n")
            return ExitCode.failure
        }
        let targets: [BatchTarget]
        do {
            targets = try BatchRepositoryList.targets(file: options.batch.repos, paths: invocation.paths,
                                                      cwd: context.currentDirectory, environment: context.environment)
        } catch {
            console.err("Error: \(options.batch.repos ?? ""): \(error.message)\n")
            return ExitCode.failure
        }
        guard !targets.isEmpty else {
            console.err("Error: the repository list names no repositories.\n")
            return ExitCode.failure
        }
        let selected = options.batch.shard.map { shard in targets.filter { shard.contains(position: $0.position) } }
            ?? targets
        guard let out = outputFolder(options.batch.out, context: context, console: console) else { return ExitCode.failure }
        let mode = batchMode(options)
        let jobs = options.jobs ?? context.processorCount
        let workers = max(1, min(jobs, selected.count))
        // Repositories share the cores; a lone repository gets them all for its files.
        let repository = BatchRepository(git: git, invocation: invocation, context: context, mode: mode,
                                         allowDirty: options.batch.allowDirty, outDirectory: out,
                                         jobs: max(1, jobs / workers))
        let progress = BatchProgress(console: console, total: selected.count, quiet: options.quiet,
                                     environment: context.environment)
        let results = Parallel.map(selected, jobs: workers) { target in
            progress.started(target)
            let result = repository.run(target)
            progress.completed(result)
            return result
        }
        progress.close()
        let summary = BatchSummary(mode: mode.label, branch: mode.branchName, shard: options.batch.shard,
                                   listed: targets.count, results: results)
        return finish(summary, out: out, check: mode == .check, console: console, context: context)
    }

    /// Writes `summary.json`, prints the table, and returns the exit code.
    static func finish(_ summary: BatchSummary, out: String, check: Bool, console: Console, context: RunContext) -> Int32 {
        let path = out + "/" + BatchSummary.fileName
        do {
            try Data(summary.json().rendered().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            console.err("Error: cannot write \(path): \(error.localizedDescription)\n")
            console.out(summary.table())
            return ExitCode.failure
        }
        console.out(summary.table())
        // The table is the result (stdout); why --check fails is a message, the last on stderr.
        if check, let verdict = summary.checkVerdict() { console.err(verdict + "\n") }
        return summary.exitCode(check: check)
    }

    /// The absolute output folder, created when missing; nil (after an error message) when it cannot be.
    static func outputFolder(_ given: String?, context: RunContext, console: Console) -> String? {
        let out = PathName.absolute(given ?? BatchOptionValues.defaultOut, from: context.currentDirectory)
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            console.err("Error: cannot create the output folder \(out): \(error.localizedDescription)\n")
            return nil
        }
        guard FileStamp.of(out)?.isDirectory == true else {
            console.err("Error: the output folder \(out) is not a folder.\n")
            return nil
        }
        return out
    }

    /// What the options ask to do with each repository's rewrites.
    private static func batchMode(_ options: OptionValues) -> BatchMode {
        if let branch = options.batch.branch { return .branch(branch) }
        if options.write { return .write }
        return options.check ? .check : .dryRun
    }
}
