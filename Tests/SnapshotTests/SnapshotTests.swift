import Foundation
import Testing
@testable import screenmodCLI

/// Every case of Snapshots/ run through `screenmod` in-process and compared with its recorded
/// output; `SCREENMOD_RECORD=1 swift test --filter SnapshotTests` records instead of comparing.
@Suite("Snapshots: screenmod's diff and findings for every case")
struct SnapshotTests {
    /// Record mode is explicit and never the default: CI, which never sets the variable, compares.
    static let recording: Bool = {
        let value = ProcessInfo.processInfo.environment["SCREENMOD_RECORD"] ?? ""
        return !value.isEmpty && value != "0" && value.lowercased() != "never"
    }()

    @Test("The dry run prints the expected diff on stdout and findings on stderr", arguments: SnapshotCase.all)
    func dryRun(_ snapshotCase: SnapshotCase) throws {
        let output = try SnapshotRunner.dryRun(snapshotCase)
        try #require(output.exitCode != ExitCode.usage,
                     "\(snapshotCase.testDescription): screenmod rejected the case's arguments:\n\(output.err)")
        if Self.recording {
            try Data(output.out.utf8).write(to: snapshotCase.expectedDiff)
            try Data(output.err.utf8).write(to: snapshotCase.expectedFindings)
            return
        }
        for (expectedFile, actual, stream) in [(snapshotCase.expectedDiff, output.out, "diff (stdout)"),
                                               (snapshotCase.expectedFindings, output.err, "findings (stderr)")] {
            guard let expected = try? String(contentsOf: expectedFile, encoding: .utf8) else {
                let message = "\(snapshotCase.testDescription) has no \(expectedFile.lastPathComponent); "
                    + "record it with SCREENMOD_RECORD=1 swift test --filter SnapshotTests, then review it"
                Issue.record(Comment(rawValue: message))
                continue
            }
            if let difference = SnapshotDifference.describe(expected: expected, actual: actual) {
                let message = "\(snapshotCase.testDescription): the \(stream) differs from "
                    + "\(expectedFile.lastPathComponent) (- expected, + actual):\n\(difference)"
                Issue.record(Comment(rawValue: message))
            }
        }
    }

    @Test("--write gives the dry run's result, it type-checks, and a second run changes nothing",
          arguments: SnapshotCase.all)
    func writtenOutput(_ snapshotCase: SnapshotCase) throws {
        // Every case is written before any is checked, so the outputs type-check in batches.
        let done = try #require(try WrittenCase.all.get()[snapshotCase.testDescription]).get()
        defer { try? FileManager.default.removeItem(at: done.copy.deletingLastPathComponent()) }
        try #require(done.written.exitCode != ExitCode.usage, "\(done.written.err)")

        // The written files are the dry run's diff applied: both come from the same edit list.
        // Files the run created (a rule's support file) are diffed from /dev/null, as the dry run shows them.
        let diffOfWrite = try done.changed.map { input, output in
            UnifiedDiff().render(old: [UInt8](try Data(contentsOf: input)), new: [UInt8](try Data(contentsOf: output)),
                                 path: input.lastPathComponent)
        }.joined() + done.created.map { file in
            UnifiedDiff().render(old: [], new: [UInt8]((try? Data(contentsOf: file)) ?? Data()),
                                 path: file.lastPathComponent, isNew: true)
        }.joined()
        // A case run with `--suggested` labels each hunk of a fix after its `@@`, which git apply ignores.
        #expect(diffOfWrite == Self.withoutHunkLabels(done.dry.out),
                "\(snapshotCase.testDescription): --write did not write what the dry run showed")

        if let checked = done.typeCheck {
            try checkTypes(of: snapshotCase, checked, outputs: done.outputs)
        }
        let again = SnapshotRunner.run(snapshotCase.arguments, in: done.copy)
        #expect(again.out.isEmpty,
                "\(snapshotCase.testDescription): a second run over the migrated files still rewrites:\n\(again.out)")
    }

    /// `diff` with the label after each hunk header's closing `@@` left out.
    static func withoutHunkLabels(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard line.hasPrefix("@@ "), let close = line.dropFirst(3).range(of: " @@") else { return line }
            return line[..<close.upperBound]
        }.joined(separator: "\n")
    }

    /// A migrated output must type-check against the stubs whenever its input does.
    private func checkTypes(of snapshotCase: SnapshotCase, _ checked: TypeCheckBatch.Outcome, outputs: [URL]) throws {
        #expect(!checked.hiddenByBatch, Comment(rawValue: "\(snapshotCase.testDescription): the migrated output "
                + "passed in a batch but fails alone: CaseNames missed how a case reached another"))
        guard !checked.ok else { return }
        let toolchain = try StubToolchain.shared()
        // Type-checking implies parsing; the extra runs only say which stage broke and whether
        // the input was already broken (TypeCheckTests reports that one).
        guard toolchain.typecheck(files: snapshotCase.inputFiles).ok else { return }
        let stage = toolchain.parse(files: outputs).ok ? "type-check" : "parse"
        let message = "\(snapshotCase.testDescription): the input type-checks but the migrated output "
            + "does not \(stage):\n\(checked.output)"
        Issue.record(Comment(rawValue: message))
    }
}
