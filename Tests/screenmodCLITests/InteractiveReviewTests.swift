import Foundation
import Migration
import Testing
@testable import screenmodCLI

/// `--interactive` through a pseudo-terminal: each answer's effect, checked byte for byte.
///
/// The questions come in this order: A's safe edits, A:2 bounds, A:3 brightness, A:4 bounds,
/// B's safe edits, B:1 bounds, B:2 brightness.
@Suite("Interactive review")
struct InteractiveReviewTests {
    private static let a = """
        let s = UIScreen.main.scale
        let b = UIScreen.main.bounds
        let x = UIScreen.main.brightness
        let c = UIScreen.main.bounds

        """
    private static let b = """
        let b = UIScreen.main.bounds
        let x = UIScreen.main.brightness
        let s = UIScreen.main.scale

        """
    private static let brightness = "view.window?.windowScene?.screen.brightness"

    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Src/A.swift", Self.a)
        try folder.write("Src/B.swift", Self.b)
        return folder
    }

    @Test("y applies, n skips, a applies the rest of that rule's fixes in every file without asking")
    func acceptSkipAndAllOfRule() throws {
        let folder = try project()
        defer { folder.remove() }
        let run = try runReview(["-i", "Src"], in: folder.path, answers: ["y", "n", "a", "y", "n", "y"])
        #expect(run.code == 0)
        #expect(folder.read("Src/A.swift") == """
            let s = traitCollection.displayScale
            let b = UIScreen.main.bounds
            let x = \(Self.brightness)
            let c = view.bounds

            """)
        #expect(folder.read("Src/B.swift") == """
            let b = view.bounds
            let x = \(Self.brightness)
            let s = UIScreen.main.scale

            """)
        #expect(run.err.contains("--- a/Src/A.swift\n+++ b/Src/A.swift\n@@ -1,4 +1,4 @@\n-let s = UIScreen.main.scale\n"))
        #expect(run.err.contains("(1/7) safe: 1 safe edit, proven together (scale-uikit 1); a plain --write applies them\n"
            + "Apply these safe edits [y,n,a,d,q,?]? "))
        #expect(run.err.contains("(2/7) suggested [bounds-view] at Src/A.swift:2:9; check first: the view is not laid out "
            + "yet when viewDidLoad calls this\nApply this fix [y,n,a,d,q,?]? "))
        // B's brightness fix was answered by `a` at A:3, so it is not asked.
        #expect(run.err.contains("(6/7)") && !run.err.contains("(7/7)"))
        #expect(run.err.contains("screenmod: wrote Src/A.swift.\n"))
        #expect(run.err.contains("  4 suggested fixes applied in 2 files: bounds-view 2, brightness 2.\n"))
        #expect(run.err.contains("  1 suggested fix not applied: screenmod --interactive asks again.\n"))
        #expect(run.err.contains("  1 safe edit not applied, as answered.\n"))
        // A second run offers what is left: A:2's fix and B's safe edit.
        let again = runCLI(["--format", "json", "Src"], in: folder.path, engine: FixEngine.adapter)
        let summary = try #require(parseJSON(again.out)?["summary"] as? [String: Any])
        #expect(summary["suggestedFixes"] as? Int == 1)
        #expect(summary["edits"] as? Int == 1)
    }

    @Test("d skips the rest of that rule's fixes in every file; ? prints the help and asks again")
    func skipAllOfRuleAndHelp() throws {
        let folder = try project()
        defer { folder.remove() }
        let run = try runReview(["--interactive", "Src"], in: folder.path, answers: ["n", "?", "d", "y", "y", "n"])
        #expect(run.code == 0)
        #expect(folder.read("Src/A.swift") == """
            let s = UIScreen.main.scale
            let b = UIScreen.main.bounds
            let x = \(Self.brightness)
            let c = UIScreen.main.bounds

            """)
        #expect(folder.read("Src/B.swift") == """
            let b = UIScreen.main.bounds
            let x = UIScreen.main.brightness
            let s = traitCollection.displayScale

            """)
        #expect(run.err.contains("""
            y - apply this fix
            n - skip this fix
            a - apply this fix and every later fix of rule bounds-view
            d - skip this fix and every later fix of rule bounds-view
            q - quit: keep what was applied, apply nothing more
            ? - print this help
            Apply this fix [y,n,a,d,q,?]? 
            """))
        #expect(!run.err.contains("(4/7)") && !run.err.contains("(6/7)"))
    }

    @Test("q keeps what was applied in the file at hand and leaves every later file byte for byte")
    func quitMidway() throws {
        let folder = try project()
        defer { folder.remove() }
        let run = try runReview(["-i", "Src"], in: folder.path, answers: ["y", "y", "q"])
        #expect(run.code == 0)
        #expect(folder.read("Src/A.swift") == """
            let s = traitCollection.displayScale
            let b = view.bounds
            let x = UIScreen.main.brightness
            let c = UIScreen.main.bounds

            """)
        #expect(folder.bytes("Src/B.swift") == Array(Self.b.utf8))
        #expect(!run.err.contains("(4/7)"))
        #expect(!run.err.contains("wrote Src/B.swift"))
    }

    @Test("a fix accepted without an earlier one that shares its inserted line still brings that line")
    func sharedInsertionWithoutItsTwin() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Src/T.swift", "let a = UIScreen.main.traitCollection\nlet b = UIScreen.main.traitCollection\n")
        let run = try runReview(["-i", "Src"], in: folder.path, answers: ["n", "y"])
        #expect(run.code == 0)
        #expect(folder.read("Src/T.swift") == "let traits = UITraitCollection.current\nlet a = UIScreen.main.traitCollection\nlet b = traits\n")
    }

    @Test("Ctrl-D at the first question quits and changes nothing")
    func endOfInputQuits() throws {
        let folder = try project()
        defer { folder.remove() }
        let run = try runReview(["-i", "Src"], in: folder.path, answers: [])
        #expect(run.code == 0)
        #expect(folder.bytes("Src/A.swift") == Array(Self.a.utf8))
        #expect(folder.bytes("Src/B.swift") == Array(Self.b.utf8))
        #expect(run.err.contains("(1/7)") && !run.err.contains("(2/7)"))
    }

    @Test("--color always colours the hunks of the conversation")
    func colouredHunks() throws {
        let folder = try project()
        defer { folder.remove() }
        let run = try runReview(["-i", "--color", "always", "Src"], in: folder.path, answers: ["q"])
        #expect(run.err.contains("\u{1B}[31m-let s = UIScreen.main.scale\u{1B}[0m\n"))
    }

    @Test("without a terminal, --interactive is a usage error and nothing is read or written")
    func noTerminalIsAUsageError() throws {
        let folder = try project()
        defer { folder.remove() }
        let run = try runReview(["-i", "Src"], in: folder.path, answers: nil)
        #expect(run.code == 64)
        #expect(run.err.hasPrefix("Error: '--interactive' asks on the terminal, and standard input is not one."))
        #expect(run.err.contains("Usage: screenmod [<options>] [<path> ...]"))
        #expect(folder.bytes("Src/A.swift") == Array(Self.a.utf8))
    }
}
