import Foundation

/// `screenmod batch merge DIR...`: joins the summaries (and files) of shards into one output folder.
///
/// Results are put back in list order, so merging every shard of a list gives the table an
/// unsharded run would have printed. A missing or repeated shard, or a repository listed twice,
/// is reported on stderr and makes the exit code 1, but everything readable is still merged.
enum BatchMerge {
    /// Runs the merge and returns the exit code.
    static func run(_ invocation: Invocation, console: Console, context: RunContext) -> Int32 {
        var problems: [String] = []
        var summaries: [(folder: String, summary: BatchSummary)] = []
        for given in invocation.paths {
            let folder = PathName.absolute(given, from: context.currentDirectory)
            let file = PathName.display(given: given, child: BatchSummary.fileName)
            switch FileSystem.readFile(folder + "/" + BatchSummary.fileName) {
            case .failure(let error): problems.append("\(file): \(error.message)")
            case .success(let (bytes, _)):
                switch BatchSummary.decode(bytes) {
                case .success(let summary): summaries.append((folder, summary))
                case .failure(let failure): problems.append("\(file) \(failure.reason)")
                }
            }
        }
        guard !summaries.isEmpty, let out = BatchCommand.outputFolder(invocation.options.batch.out, context: context,
                                                                     console: console) else {
            for problem in problems { console.err("Error: \(problem)\n") }
            return ExitCode.failure
        }
        var merged = merge(summaries, problems: &problems)
        copyArtifacts(&merged, out: out, problems: &problems)
        merged.mergedFrom = invocation.paths
        for problem in problems { console.err("screenmod batch merge: \(problem)\n") }
        let code = BatchCommand.finish(merged, out: out, check: false, console: console, context: context)
        return problems.isEmpty ? code : ExitCode.failure
    }

    /// One summary holding every result once, in list order; `problems` collects what does not add up.
    static func merge(_ summaries: [(folder: String, summary: BatchSummary)], problems: inout [String]) -> BatchSummary {
        var entries: [(folder: String, result: BatchResult)] = summaries.flatMap { item in
            item.summary.results.map { (item.folder, $0) }
        }
        // A stable sort keeps the first folder's copy in front when a repository appears twice.
        entries = entries.enumerated().sorted { ($0.element.result.target.position, $0.offset)
            < ($1.element.result.target.position, $1.offset) }.map(\.element)
        var kept: [(folder: String, result: BatchResult)] = []
        for entry in entries {
            if let first = kept.last, first.result.target.position == entry.result.target.position,
               first.result.target.path == entry.result.target.path {
                problems.append("\(entry.result.target.path) appears in \(first.folder) and \(entry.folder); "
                    + "kept the first")
                continue
            }
            kept.append(entry)
        }
        checkShards(summaries.map(\.summary), problems: &problems)
        let listed = Set(summaries.map(\.summary.listed))
        if listed.count > 1 {
            problems.append("the summaries come from lists of different lengths (\(listed.sorted().map(String.init).joined(separator: ", ")))")
        } else if let count = listed.first, kept.count < count {
            problems.append("\(count - kept.count) of \(count) listed repositories are in none of the summaries")
        }
        let modes = Set(summaries.map(\.summary.mode)), branches = Set(summaries.map(\.summary.branch))
        var summary = BatchSummary(mode: modes.count == 1 ? modes.first! : "mixed",
                                   branch: branches.count == 1 ? branches.first! : nil, shard: nil,
                                   listed: listed.max() ?? kept.count, results: kept.map(\.result))
        summary.sources = kept.map(\.folder)
        return summary
    }

    /// Reports shards that are missing, repeated, or from differently sized splits.
    private static func checkShards(_ summaries: [BatchSummary], problems: inout [String]) {
        let shards = summaries.compactMap(\.shard)
        guard !shards.isEmpty else { return }
        let counts = Set(shards.map(\.count))
        guard counts.count == 1, let count = counts.first else {
            problems.append("the shards come from splits into different numbers of shards "
                + "(\(counts.sorted().map(String.init).joined(separator: ", ")))")
            return
        }
        for index in 1...count {
            let seen = shards.filter { $0.index == index }.count
            if seen == 0 { problems.append("shard \(index)/\(count) is missing") }
            if seen > 1 { problems.append("shard \(index)/\(count) was given \(seen) times") }
        }
    }

    /// Copies each result's files from its shard's folder into `out`, keeping names unique.
    private static func copyArtifacts(_ summary: inout BatchSummary, out: String, problems: inout [String]) {
        let realOut = FileSystem.realPath(out) ?? out
        let names = BatchRepositoryList.uniqueNames(summary.results.map(\.target.name))
        for index in summary.results.indices {
            let folder = summary.sources[index]
            var result = summary.results[index]
            let oldName = result.target.name
            result.target.name = names[index]
            var artifacts = BatchArtifacts()
            for (slot, file) in [(\BatchArtifacts.diff, result.artifacts.diff), (\.json, result.artifacts.json),
                                 (\.pullRequest, result.artifacts.pullRequest)] {
                guard let file else { continue }
                let renamed = file.hasPrefix(oldName) ? names[index] + file.dropFirst(oldName.count) : file
                let source = folder + "/" + file, target = realOut + "/" + renamed
                if FileSystem.realPath(source) != target {
                    guard case .success(let (bytes, _)) = FileSystem.readFile(source),
                          (try? Data(bytes).write(to: URL(fileURLWithPath: target), options: .atomic)) != nil else {
                        problems.append("cannot copy \(source) to \(target)")
                        continue
                    }
                }
                artifacts[keyPath: slot] = renamed
            }
            result.artifacts = artifacts
            summary.results[index] = result
        }
    }
}
