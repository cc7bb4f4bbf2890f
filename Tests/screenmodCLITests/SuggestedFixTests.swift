import Foundation
import Migration
import Testing
@testable import screenmodCLI

/// Suggested fixes: shown as data in every format, added to the diff by `--suggested`, applied
/// by `--write --suggested`, never overlapping and never breaking the file.
@Suite("Suggested fixes")
struct SuggestedFixTests {
    private static let source = """
        let s = UIScreen.main.scale
        let b = UIScreen.main.bounds
        let keep = 1
        let x = UIScreen.main.brightness

        """

    private func project(_ text: String = SuggestedFixTests.source) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Src/A.swift", text)
        return folder
    }

    private func run(_ arguments: [String], in folder: TemporaryFolder) -> RunResult {
        runCLI(arguments, in: folder.path, engine: FixEngine.adapter)
    }

    @Test("JSON: a finding carries Ruff's fix object and its related places; edits say they are safe")
    func jsonShape() throws {
        let folder = try project()
        defer { folder.remove() }
        let document = try #require(parseJSON(run(["--format", "json", "Src"], in: folder).out))
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        let edits = try #require(file["edits"] as? [[String: Any]])
        #expect(edits.count == 1)
        #expect(edits[0]["applicability"] as? String == "safe")
        #expect(edits[0]["caveat"] == nil)
        let findings = try #require(file["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["bounds-view", "brightness"])
        let fix = try #require(findings[0]["fix"] as? [String: Any])
        #expect(fix["applicability"] as? String == "suggested")
        #expect(fix["message"] as? String == "the view is not laid out yet when viewDidLoad calls this")
        let fixEdits = try #require(fix["edits"] as? [[String: Any]])
        #expect(fixEdits.count == 1)
        #expect(fixEdits[0]["path"] as? String == "Src/A.swift")
        #expect(fixEdits[0]["line"] as? Int == 2 && fixEdits[0]["column"] as? Int == 9)
        #expect(fixEdits[0]["endLine"] as? Int == 2 && fixEdits[0]["endColumn"] as? Int == 29)
        #expect(fixEdits[0]["replacement"] as? String == "view.bounds")
        #expect(findings[0]["related"] as? [String] == ["Src/Other.swift:2:5"])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["suggestedFixes"] as? Int == 2)
        #expect(summary["suggestedFixesApplied"] as? Int == 0)
    }

    @Test("JSON with --suggested: the fixes are edits of applicability suggested, with their caveat")
    func jsonWithSuggested() throws {
        let folder = try project()
        defer { folder.remove() }
        let document = try #require(parseJSON(run(["--format", "json", "--suggested", "Src"], in: folder).out))
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        let edits = try #require(file["edits"] as? [[String: Any]])
        #expect(edits.map { $0["applicability"] as? String } == ["safe", "suggested", "suggested"])
        #expect(edits[1]["caveat"] as? String == "the view is not laid out yet when viewDidLoad calls this")
        #expect((file["findings"] as? [Any])?.isEmpty == true)
        #expect((document["summary"] as? [String: Any])?["suggestedFixesApplied"] as? Int == 2)
    }

    @Test("SARIF: a finding's result has fixes with deletedRegion and insertedContent, and relatedLocations")
    func sarifShape() throws {
        let folder = try project()
        defer { folder.remove() }
        let document = try #require(parseJSON(run(["--format", "sarif", "Src"], in: folder).out))
        let results = try #require(((document["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "bounds-view" })
        let text = ((result["message"] as? [String: Any])?["text"] as? String) ?? ""
        #expect(text.hasSuffix("Suggested fix: replace 'UIScreen.main.bounds' with 'view.bounds' on line 2. "
            + "Caveat: the view is not laid out yet when viewDidLoad calls this."))
        let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: Any])?["uri"] as? String == "Src/A.swift")
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let deleted = try #require(replacement["deletedRegion"] as? [String: Int])
        #expect(deleted == ["startLine": 2, "startColumn": 9, "endLine": 2, "endColumn": 29])
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "view.bounds")
        let related = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
        let physical = try #require(related["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Src/Other.swift")
        #expect((physical["region"] as? [String: Int]) == ["startLine": 2, "startColumn": 5])
    }

    @Test("xcode and github: the suggestion text names the suggested edit in words", arguments: ["xcode", "github"])
    func lineFormats(_ format: String) throws {
        let folder = try project()
        defer { folder.remove() }
        let out = run(["--format", format, "Src"], in: folder).out
        #expect(out.contains("Suggested fix: replace 'UIScreen.main.bounds' with 'view.bounds' on line 2. "
            + "Caveat: the view is not laid out yet when viewDidLoad calls this."))
        #expect(out.contains("Suggested fix: replace 'UIScreen.main.brightness' with "
            + "'view.window?.windowScene?.screen.brightness' on line 4."))
    }

    @Test("the default dry run diffs the safe edits only and counts the suggestions")
    func dryRunCountsSuggestions() throws {
        let folder = try project()
        defer { folder.remove() }
        let result = run(["Src"], in: folder)
        #expect(result.out.contains("+let s = traitCollection.displayScale\n"))
        #expect(!result.out.contains("view.bounds"))
        #expect(!result.out.contains("suggested"))
        #expect(result.err.contains("  2 suggested fixes: --suggested shows them, --interactive asks about each.\n"))
        // Findings on stderr read as before: the fixes are counted, not repeated.
        #expect(result.err.contains("Src/A.swift:2:9: warning: not rewritten: the view is not laid out yet when viewDidLoad "
            + "calls this [bounds-view]\n    suggestion: rewrite it by hand\nSrc/A.swift:4:9:"))
        #expect(folder.read("Src/A.swift") == Self.source)
    }

    @Test("--suggested labels its hunks with rule and caveat, and git apply takes the diff as --write --suggested writes")
    func suggestedDiffApplies() throws {
        // Far apart, so that each fix has a hunk of its own.
        let text = "let b = UIScreen.main.bounds\n" + String(repeating: "let keep = 1\n", count: 10)
            + "let x = UIScreen.main.brightness\n"
        let folder = try project(text)
        defer { folder.remove() }
        let result = run(["--suggested", "Src"], in: folder)
        #expect(result.out.contains("@@ -1,4 +1,4 @@ suggested [bounds-view]: the view is not laid out yet when viewDidLoad calls this\n"))
        #expect(result.out.contains(" @@ suggested [brightness]: the view may have no window yet\n"))
        #expect(result.err.contains("  2 suggested fixes in the diff, in 1 file: bounds-view 1, brightness 1.\n"))
        #expect(result.err.contains("Run with --write --suggested to apply the edits and the suggested fixes."))
        try folder.write("fixes.patch", result.out)
        #expect(try folder.shell(["git", "apply", "--check", "fixes.patch"]).0 == 0)
        #expect(try folder.shell(["git", "apply", "fixes.patch"]).0 == 0)
        let applied = folder.bytes("Src/A.swift")
        try folder.write("Src/A.swift", text)
        #expect(run(["--write", "--suggested", "Src"], in: folder).code == 0)
        #expect(folder.bytes("Src/A.swift") == applied)
    }

    @Test("--write --suggested changes the fixes' ranges only, and a second run offers nothing there")
    func writeSuggestedThenRunAgain() throws {
        let folder = try project()
        defer { folder.remove() }
        let result = run(["--write", "--suggested", "Src"], in: folder)
        #expect(result.code == 0)
        #expect(result.err.contains("  2 suggested fixes applied in 1 file: bounds-view 1, brightness 1.\n"))
        #expect(folder.read("Src/A.swift") == """
            let s = traitCollection.displayScale
            let b = view.bounds
            let keep = 1
            let x = view.window?.windowScene?.screen.brightness

            """)
        let again = try #require(parseJSON(run(["--format", "json", "Src"], in: folder).out))
        #expect((again["files"] as? [Any])?.isEmpty == true)
        #expect((again["summary"] as? [String: Any])?["suggestedFixes"] as? Int == 0)
    }

    @Test("a fix that overlaps a safe edit or an earlier fix, or would break the file, is not offered; its finding stays")
    func overlapsAndBreakageAreDropped() throws {
        let text = """
            let s = UIScreen.main.scale; let n = UIScreen.main.nativeBounds
            let t = UIScreen.main.nativeScale
            let b = UIScreen.main.bounds; let c = UIScreen.main.nativeBounds

            """
        let folder = try project(text)
        defer { folder.remove() }
        let document = try #require(parseJSON(run(["--format", "json", "Src"], in: folder).out))
        let file = try #require((document["files"] as? [[String: Any]])?.first)
        let findings = try #require(file["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["wide-fix", "broken-fix", "bounds-view", "wide-fix"])
        #expect(findings.map { $0["fix"] is NSNull } == [true, true, false, true])
        #expect(run(["--write", "--suggested", "Src"], in: folder).code == 0)
        #expect(folder.read("Src/A.swift") == """
            let s = traitCollection.displayScale; let n = UIScreen.main.nativeBounds
            let t = UIScreen.main.nativeScale
            let b = view.bounds; let c = UIScreen.main.nativeBounds

            """)
    }

    @Test("two fixes that insert the same line share it: both are offered and the line is written once")
    func identicalInsertionsAreShared() throws {
        let folder = try project("let a = UIScreen.main.traitCollection\nlet b = UIScreen.main.traitCollection\n")
        defer { folder.remove() }
        let document = try #require(parseJSON(run(["--format", "json", "Src"], in: folder).out))
        #expect((document["summary"] as? [String: Any])?["suggestedFixes"] as? Int == 2)
        #expect(run(["--write", "--suggested", "Src"], in: folder).code == 0)
        #expect(folder.read("Src/A.swift") == "let traits = UITraitCollection.current\nlet a = traits\nlet b = traits\n")
    }

    @Test("help and every completion script name --suggested and -i, --interactive")
    func helpAndCompletion() {
        let help = runCLI(["--help"], in: "/").out
        #expect(help.contains("\n  --suggested             Add the suggested fixes"))
        #expect(help.contains("\n  -i, --interactive       Ask about each file's rewrites"))
        for shell in Shell.allCases {
            let script = runCLI(["--generate-completion-script", shell.rawValue], in: "/").out
            #expect(script.contains("suggested") && script.contains("interactive"), "\(shell)")
        }
        #expect(runCLI(["--generate-completion-script", "fish"], in: "/").out.contains("-l interactive -s i"))
    }

    @Test("--suggested and --interactive cannot be combined with --check or --write-baseline")
    func refusedCombinations() throws {
        let folder = try project()
        defer { folder.remove() }
        for arguments in [["--check", "--suggested"], ["-i", "--check"], ["--suggested", "--write-baseline", "b.json"]] {
            let result = run(arguments + ["Src"], in: folder)
            #expect(result.code == 64, "\(arguments)")
            #expect(result.err.hasPrefix("Error: '--"), "\(arguments)")
        }
    }
}
