import Foundation
import Testing
@testable import screenmodCLI

/// `screenmod plan` prints a Markdown migration plan whose counts agree with `--format json`.
@Suite("screenmod plan")
struct PlanCommandTests {
    @Test("the plan counts the JSON's edits and findings, and lists each finding as a checkbox at its place")
    func agreesWithJSON() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Sources/A.swift", "let s = UIScreen.main.scale\nlet w = UIScreen.main.bounds.width\n")
        try folder.write("Sources/B.swift", "let h = UIScreen.main.bounds.height\n")
        let plan = runCLI(["plan", "Sources"], in: folder.path)
        #expect(plan.code == ExitCode.success)
        let json = try #require(parseJSON(runCLI(["--format", "json", "Sources"], in: folder.path).out))
        let summary = try #require(json["summary"] as? [String: Any])
        let edits = try #require(summary["edits"] as? Int), findings = try #require(summary["findings"] as? Int)
        #expect((edits, findings) == (1, 2))
        #expect(plan.out.hasPrefix("# Migration plan"))
        #expect(plan.out.contains("`--write` makes 1 proven edit"), "\(plan.out)")
        #expect(plan.out.contains("2 findings remain"), "\(plan.out)")
        #expect(plan.out.contains("- [ ] `Sources/A.swift:2`"), "\(plan.out)")
        #expect(plan.out.contains("- [ ] `Sources/B.swift:1`"), "\(plan.out)")
        #expect(plan.out.components(separatedBy: "- [ ] `Sources/").count - 1 == findings)
    }

    @Test("the plan changes nothing on disk")
    func readsOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("A.swift", "let s = UIScreen.main.scale\n")
        _ = runCLI(["plan", "A.swift"], in: folder.path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "let s = UIScreen.main.scale\n")
    }
}
