import Foundation
import Testing
@testable import screenmodCLI

@Suite("Unified diff")
struct UnifiedDiffTests {
    private func diff(_ old: String, _ new: String, color: Bool = false) -> String {
        UnifiedDiff(color: color).render(old: Array(old.utf8), new: Array(new.utf8), path: "f.swift")
    }

    @Test func equalInputsGiveNothing() {
        #expect(diff("a\nb\n", "a\nb\n") == "")
    }

    @Test func oneChangedLineWithContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "LINE 5\n")
        #expect(diff(old, new) == """
        --- a/f.swift
        +++ b/f.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +LINE 5
         line 6
         line 7
         line 8

        """)
    }

    @Test func nearbyChangesShareAHunkAndFarOnesDoNot() {
        let old = (1...30).map { "l\($0)\n" }.joined()
        var near = old.replacingOccurrences(of: "l3\n", with: "X\n")
        near = near.replacingOccurrences(of: "l9\n", with: "Y\n")
        #expect(diff(old, near).components(separatedBy: "@@ -").count == 2)
        let far = near.replacingOccurrences(of: "l20\n", with: "Z\n")
        let hunks = diff(old, far).components(separatedBy: "\n@@ ").count
        #expect(hunks == 3)
        #expect(diff(old, far).contains("@@ -17,7 +17,7 @@"))
    }

    @Test func missingNewlineAtEndIsMarked() {
        #expect(diff("a\nb", "a\nc") == """
        --- a/f.swift
        +++ b/f.swift
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +c
        \\ No newline at end of file

        """)
        #expect(diff("a\n", "a").contains("-a\n+a\n\\ No newline at end of file\n"))
    }

    @Test func crlfLinesKeepTheirEndings() {
        let result = diff("a\r\nb\r\nc\r\n", "a\r\nB\r\nc\r\n")
        #expect(result.contains("-b\r\n+B\r\n"))
        #expect(result.contains(" a\r\n"))
    }

    @Test func insertionIntoEmptyFileAndDeletionOfEverything() {
        #expect(diff("", "x\n").contains("@@ -0,0 +1 @@\n+x\n"))
        #expect(diff("x\ny\n", "").contains("@@ -1,2 +0,0 @@\n-x\n-y\n"))
    }

    @Test func repeatedLinesDiffMinimally() {
        let old = String(repeating: "}\n", count: 50)
        let new = String(repeating: "}\n", count: 25) + "x\n" + String(repeating: "}\n", count: 25)
        let lines = diff(old, new).split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 1)
        #expect(!lines.contains { $0.hasPrefix("-") && !$0.hasPrefix("---") })
    }

    @Test func colourOnlyWhenAsked() {
        #expect(!diff("a\n", "b\n").contains("\u{1B}["))
        let coloured = diff("a\n", "b\n", color: true)
        #expect(coloured.contains("\u{1B}[31m-a\u{1B}[0m\n"))
        #expect(coloured.contains("\u{1B}[32m+b\u{1B}[0m\n"))
    }

    @Test func headerPathsAreQuotedLikeGitWhenNeeded() {
        #expect(UnifiedDiff.quoted("a/plain name.swift") == "a/plain name.swift")
        #expect(UnifiedDiff.quoted("a/tab\there.swift") == "\"a/tab\\there.swift\"")
        #expect(UnifiedDiff.quoted("a/quo\"te.swift") == "\"a/quo\\\"te.swift\"")
    }

    @Test func largeFileWithFewChangesIsFast() {
        let old = (0..<200_000).map { "let value\($0 % 1000) = \($0)\n" }.joined()
        var new = old
        new.replaceSubrange(new.range(of: "= 100000\n")!, with: "= changed\n")
        let result = UnifiedDiff().render(old: Array(old.utf8), new: Array(new.utf8), path: "big.swift")
        #expect(result.contains("-let value0 = 100000\n+let value0 = changed\n"))
    }
}

@Suite("git apply round trip")
struct GitApplyRoundTripTests {
    @Test func dryRunDiffAppliedByGitEqualsWriteResult() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sources: [String: [UInt8]] = [
            "App/Plain.swift": Array("import UIKit\nlet s = UIScreen.main.scale\nlet t = 1\n".utf8),
            "App/CRLF.swift": Array("let a = 1\r\nlet s = UIScreen.main.scale\r\nlet b = 2\r\n".utf8),
            "App/NoNewline.swift": Array("let x = 0\nlet s = UIScreen.main.scale".utf8),
            "App/Many.swift": Array(((1...40).map { $0 % 7 == 0 ? "f(UIScreen.main.scale)\n" : "g(\($0))\n" }.joined()).utf8),
            "App/With Space ü.swift": Array("let s = UIScreen.main.scale * UIScreen.main.scale\n".utf8),
            "App/Untouched.swift": Array("let b = UIScreen.main.bounds\n".utf8),
        ]
        for (path, bytes) in sources {
            try folder.write("work/" + path, bytes: bytes)
            try folder.write("copy/" + path, bytes: bytes)
        }
        let dryRun = runCLI(["App"], in: folder.path + "/work")
        #expect(dryRun.code == 0)
        let patch = try folder.write("patch.diff", dryRun.out)
        try folder.shell(["git", "init", "-q"], in: folder.path + "/copy")
        let (status, output) = try folder.shell(["git", "apply", "--whitespace=nowarn", patch], in: folder.path + "/copy")
        #expect(status == 0, "git apply said: \(output)")
        let write = runCLI(["--write", "App"], in: folder.path + "/work")
        #expect(write.code == 0)
        #expect(write.out.isEmpty)
        for path in sources.keys {
            #expect(folder.bytes("copy/" + path) == folder.bytes("work/" + path), "\(path)")
        }
        #expect(folder.read("work/App/CRLF.swift") == "let a = 1\r\nlet s = traitCollection.displayScale\r\nlet b = 2\r\n")
    }
}
