import Foundation
import Migration
import Testing
@testable import screenmodCLI

@Suite("Reporters")
struct ReporterTests {
    /// A project with one rewrite and one finding in `A.swift`, and a clean `B.swift`.
    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Src/A.swift", "let s = UIScreen.main.scale\nlet b = UIScreen.main.bounds\n")
        try folder.write("Src/B.swift", "let nothing = 0\n")
        return folder
    }

    @Test func diffFormatPutsTheDiffOnStdoutAndFindingsOnStderr() throws {
        let folder = try project()
        defer { folder.remove() }
        let result = runCLI(["Src"], in: folder.path)
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("--- a/Src/A.swift\n+++ b/Src/A.swift\n@@ -1,2 +1,2 @@\n"))
        #expect(!result.out.contains("warning"))
        #expect(result.err.contains("Src/A.swift:2:9: warning: UIScreen.main.bounds has no known container here. [bounds-unknown]\n"
            + "    suggestion: Use the bounds of the view's window scene.\n"))
        #expect(result.err.contains("screenmod: 2 files scanned in "))
        #expect(result.err.contains("1 edit in 1 file: scale-uikit 1."))
        #expect(result.err.contains("1 finding: bounds-unknown 1."))
    }

    @Test func quietLeavesOutTheSummary() throws {
        let folder = try project()
        defer { folder.remove() }
        let result = runCLI(["--quiet", "Src"], in: folder.path)
        #expect(!result.err.contains("scanned"))
        #expect(result.err.contains("[bounds-unknown]"))
    }

    @Test func checkModeExitsOneOnWorkAndZeroOtherwise() throws {
        let folder = try project()
        defer { folder.remove() }
        #expect(runCLI(["--check", "Src"], in: folder.path).code == 1)
        #expect(runCLI(["--check", "Src/B.swift"], in: folder.path).code == 0)
        #expect(folder.read("Src/A.swift").contains("UIScreen.main.scale"))
    }

    @Test func colourFollowsTheChoiceAndTheTerminal() throws {
        let folder = try project()
        defer { folder.remove() }
        #expect(runCLI(["--color", "always", "Src"], in: folder.path).out.contains("\u{1B}[31m"))
        #expect(!runCLI(["--color", "never", "Src"], in: folder.path, terminal: true).out.contains("\u{1B}["))
        #expect(runCLI(["Src"], in: folder.path, terminal: true, environment: [:]).out.contains("\u{1B}["))
        #expect(!runCLI(["Src"], in: folder.path, terminal: false).out.contains("\u{1B}["))
        #expect(!runCLI(["Src"], in: folder.path, terminal: true, environment: ["NO_COLOR": "1"]).out.contains("\u{1B}["))
    }

    @Test func xcodeFormatPrintsOneLinePerEditAndFinding() throws {
        let folder = try project()
        defer { folder.remove() }
        let result = runCLI(["--format", "xcode", "Src"], in: folder.path)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("\(folder.path)/Src/A.swift:1:9: warning: can be rewritten to 'traitCollection.displayScale'"))
        #expect(lines[0].hasSuffix("[scale-uikit]"))
        #expect(lines[1].hasPrefix("\(folder.path)/Src/A.swift:2:9: warning: UIScreen.main.bounds"))
        // The message and the suggestion are two sentences, not one run-on line.
        #expect(lines[1].contains("no known container here. Suggestion: Use the bounds"))
    }

    @Test("an inserted guard reads as one line of code at its first character, in line formats")
    func insertedLinesReadAsCode() {
        let inserted = Edit(range: 40..<40, replacement: "        guard let screen = view.window?.windowScene?.screen else { return }\n",
                            ruleID: "screen-object-guard", line: 23, column: 1, endLine: 23, endColumn: 1)
        #expect(Reporter.shownColumn(inserted) == 9)
        #expect(Reporter.editMessage(inserted, mode: .dryRun)
                == "can insert 'guard let screen = view.window?.windowScene?.screen else { return }' here; run screenmod --write to apply.")
        let replaced = Edit(range: 3..<8, replacement: "screen", ruleID: "r", line: 2, column: 4, endLine: 2, endColumn: 9)
        #expect(Reporter.shownColumn(replaced) == 4)
        #expect(Reporter.editMessage(replaced, mode: .write) == "rewrote this to 'screen'.")
        #expect(Reporter.oneLine("it is a guess", suggestion: "pass it in") == "it is a guess. Suggestion: pass it in.")
        #expect(Reporter.oneLine("A guess.", suggestion: "Pass it in!") == "A guess. Suggestion: Pass it in!")
        #expect(Reporter.oneLine("Done.", suggestion: "") == "Done.")
    }

    @Test func jsonDocumentHasTheDocumentedShape() throws {
        let folder = try project()
        defer { folder.remove() }
        let result = runCLI(["--format", "json", "./Src"], in: folder.path)
        let document = try #require(parseJSON(result.out))
        #expect(document["version"] as? Int == 1)
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.count == 1)
        #expect(files[0]["path"] as? String == "./Src/A.swift")
        let edit = try #require((files[0]["edits"] as? [[String: Any]])?.first)
        for key in ["rule", "line", "column", "endLine", "endColumn", "replacement"] { #expect(edit[key] != nil, "\(key)") }
        #expect(edit["endColumn"] as? Int == 28)
        let finding = try #require((files[0]["findings"] as? [[String: Any]])?.first)
        for key in ["rule", "line", "column", "severity", "message", "suggestion"] { #expect(finding[key] != nil, "\(key)") }
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["filesScanned"] as? Int == 2)
        #expect((summary["editsByRule"] as? [String: Int])?["scale-uikit"] == 1)
        #expect(!result.out.contains("scanned"))
    }

    @Test func sarifDocumentHasTheRequiredFields() throws {
        let folder = try project()
        defer { folder.remove() }
        try folder.write("Src/ü b.swift", "let é = UIScreen.main.bounds\n")
        let result = runCLI(["--format", "sarif", "Src"], in: folder.path)
        let document = try #require(parseJSON(result.out))
        #expect(document["version"] as? String == "2.1.0")
        #expect(document["$schema"] as? String != nil)
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "screenmod")
        #expect(driver["version"] as? String == ToolInfo.version)
        #expect(driver["version"] as? String != nil)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "scale-uikit" && ($0["shortDescription"] as? [String: Any])?["text"] != nil })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            #expect(result["ruleId"] as? String != nil)
            #expect(["warning", "note", "error"].contains(result["level"] as? String ?? ""))
            #expect((result["message"] as? [String: Any])?["text"] as? String != nil)
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String != nil)
            let region = try #require(physical["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
        }
        let unicode = try #require(results.first { ($0["ruleId"] as? String) == "bounds-unknown"
            && "\($0["locations"]!)".contains("%C3%BC%20b.swift") })
        let region = ((unicode["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        // `é` is two UTF-8 bytes but one UTF-16 unit, so the byte column 10 becomes 9.
        #expect(region?["startColumn"] as? Int == 9)
    }

    @Test func githubFormatEscapesLikeTheRunner() throws {
        #expect(Reporter.escapeData("100%\r\nnext") == "100%25%0D%0Anext")
        #expect(Reporter.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
        let folder = try project()
        defer { folder.remove() }
        let result = runCLI(["--format", "github", "Src"], in: folder.path)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("::warning file=Src/A.swift,line=1,col=9,endLine=1,endColumn=28,title=scale-uikit::"))
        #expect(lines[1].hasPrefix("::warning file=Src/A.swift,line=2,col=9,title=bounds-unknown::UIScreen.main.bounds"))
        #expect(lines[1].contains("%0ASuggestion: "))
    }

    @Test(arguments: OutputFormat.allCases)
    func outputIsTheSameWithOneJobOrEight(format: OutputFormat) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for index in 0..<60 {
            try folder.write("F\(index % 7)/File\(index).swift",
                             String(repeating: "let v = UIScreen.main.scale\n", count: index % 4)
                             + (index % 3 == 0 ? "let b = UIScreen.main.bounds\n" : ""))
        }
        let one = runCLI(["--jobs", "1", "--format", format.rawValue, "--quiet", "."], in: folder.path)
        let eight = runCLI(["--jobs", "8", "--format", format.rawValue, "--quiet", "."], in: folder.path)
        #expect(one.out == eight.out)
        #expect(one.err == eight.err)
        #expect(!one.out.isEmpty)
    }
}

@Suite("JSON strings")
struct JSONStringTests {
    @Test("plain strings are copied, everything JSON forbids is escaped",
          arguments: [("plain/path.swift", "\"plain/path.swift\""), ("a\"b", "\"a\\\"b\""), ("back\\slash", "\"back\\\\slash\""),
                      ("tab\there", "\"tab\\there\""), ("line\nbreak\r", "\"line\\nbreak\\r\""), ("\u{1}", "\"\\u0001\""),
                      ("sep\u{2028}par\u{2029}", "\"sep\\u2028par\\u2029\""), ("ünï—€", "\"ünï—€\""), ("init(…) \"x\"", "\"init(…) \\\"x\\\"\""), ("", "\"\"")])
    func quoting(value: String, expected: String) {
        #expect(JSONValue.quote(value) == expected)
    }
}
