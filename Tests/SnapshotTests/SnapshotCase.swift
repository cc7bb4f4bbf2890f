import Foundation
import Testing

/// One snapshot case: a folder Snapshots/<rule-id>/<case-name>/ whose `.swift` files form one module.
struct SnapshotCase: Sendable, CustomTestStringConvertible {
    /// The rule id (the case's parent folder).
    let ruleID: String
    /// The case name (the folder's own name).
    let name: String
    /// The case folder.
    let directory: URL

    /// `rule-id/case-name`, as test output names the case.
    var testDescription: String { "\(ruleID)/\(name)" }

    /// The input files: every `.swift` file directly in the folder except a Package.swift manifest
    /// (a case may carry one to set its deployment target; it is not app code), sorted by name.
    var inputFiles: [URL] {
        ((try? StubToolchain.swiftFiles(in: directory)) ?? []).filter { $0.lastPathComponent != "Package.swift" }
    }

    /// The case's extra command-line arguments: the words of its `args` file, if it has one.
    var arguments: [String] {
        let url = directory.appendingPathComponent("args")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).map(String.init)
    }

    /// Where the expected unified diff (stdout) is kept.
    var expectedDiff: URL { directory.appendingPathComponent("expected.diff") }

    /// Where the expected findings (stderr without the summary) are kept.
    var expectedFindings: URL { directory.appendingPathComponent("expected.findings") }

    /// Every case under Snapshots/, sorted by rule id then case name.
    static let all: [SnapshotCase] = {
        let root = StubToolchain.repositoryRoot.appendingPathComponent("Snapshots")
        return subdirectories(of: root).flatMap { rule in
            subdirectories(of: rule).map {
                SnapshotCase(ruleID: rule.lastPathComponent, name: $0.lastPathComponent, directory: $0)
            }
        }
    }()

    private static func subdirectories(of url: URL) -> [URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(
            at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])) ?? []
        return entries
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
