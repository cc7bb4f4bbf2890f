import Foundation

extension BatchRepository {
    /// Writes `<name>.diff`, `<name>.json`, the plan `<name>.plan.md` and, after a commit,
    /// `<name>.md` into the output folder.
    ///
    /// The diff's paths are relative to the repository, so `git apply OUT/<name>.diff` in the
    /// repository applies exactly what `--write` would have written.
    func writeArtifacts(_ result: inout BatchResult, report: RunReport) {
        let name = result.target.name
        let silent = Console(out: { _ in }, err: { _ in })
        var files: [(WritableKeyPath<BatchArtifacts, String?>, String, String)] = [
            (\.diff, name + ".diff", report.unifiedDiff()),
            (\.json, name + ".json", Reporter(run: report, console: silent, color: false).jsonDocument().rendered()),
            (\.plan, name + ".plan.md", PlanMarkdown(run: report).rendered()),
        ]
        if result.commit != nil {
            files.append((\.pullRequest, name + ".md", BatchPullRequest.text(result, report: report)))
        }
        for (slot, file, text) in files {
            let path = outDirectory + "/" + file
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                result.artifacts[keyPath: slot] = file
            } catch {
                result.status = .failed
                result.reason = "cannot write \(path): \(error.localizedDescription)"
            }
        }
    }
}
