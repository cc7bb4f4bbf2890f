import Foundation
import Testing
@testable import screenmodCLI

/// `--write-baseline` and `--baseline`: `--check` fails only on what the baseline does not know.
@Suite("Baseline")
struct BaselineTests {
    private static let view = """
        let s = UIScreen.main.scale
        let w = UIScreen.main.bounds.width

        """

    @Test("a baselined project passes --check, also after its code moves, and fails on a new use")
    func onlyNewWorkFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Src/A.swift", Self.view)
        let written = runCLI(["--write-baseline", "baseline.json", "Src"], in: folder.path)
        #expect(written.code == 0)
        #expect(written.out.isEmpty)
        #expect(written.err.contains("wrote 2 entries to \(folder.path)/baseline.json"))
        let document = try #require(parseJSON(folder.read("baseline.json")))
        let entries = try #require(document["entries"] as? [[String: Any]])
        #expect(entries.map { $0["code"] as? String } == ["let w = UIScreen.main.bounds.width", "let s = UIScreen.main.scale"])
        #expect(entries.allSatisfy { $0["path"] as? String == "Src/A.swift" })

        let clean = runCLI(["--check", "--baseline", "baseline.json", "Src"], in: folder.path)
        #expect(clean.code == 0, "\(clean.err)")
        #expect(clean.out.isEmpty)
        #expect(clean.err.contains("2 edits and findings known from the baseline, not shown."))

        // Moved down and indented: the same uses.
        try folder.write("Src/A.swift", "// header\n\nenum Box {\n    static func f() {\n"
            + Self.view.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n") + "\n    }\n}\n")
        #expect(runCLI(["--check", "--baseline", "baseline.json", "Src"], in: folder.path).code == 0)

        // A second copy of a known line is new.
        try folder.write("Src/A.swift", Self.view + "let w = UIScreen.main.bounds.width\n")
        let grown = runCLI(["--check", "--baseline", "baseline.json", "Src"], in: folder.path)
        #expect(grown.code == 1)
        #expect(grown.err.contains("Src/A.swift:3:9: warning: UIScreen.main.bounds"))
        #expect(!grown.err.contains("Src/A.swift:2:9"))
        #expect(grown.out.isEmpty)
    }

    @Test("a rewrite the baseline does not know fails --check and is the only one in the diff")
    func newRewrite() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A.swift", Self.view)
        #expect(runCLI(["--write-baseline", "b.json", "A.swift"], in: folder.path).code == 0)
        try folder.write("A.swift", Self.view + "let t = UIScreen.main.scale * 2\n")
        let result = runCLI(["--check", "--baseline", "b.json", "A.swift"], in: folder.path)
        #expect(result.code == 1)
        #expect(result.out.contains("+let t = traitCollection.displayScale * 2\n"))
        #expect(!result.out.contains("+let s = traitCollection.displayScale\n"))
    }

    @Test("the baseline can come from .screenmod, relative to its folder")
    func fromTheConfigFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Src/A.swift", Self.view)
        try folder.write(".screenmod", #"{"baseline": "tools/baseline.json"}"#)
        try folder.mkdir("tools")
        #expect(runCLI(["--write-baseline", "tools/baseline.json", "Src"], in: folder.path).code == 0)
        #expect(runCLI(["--check", "."], in: folder.path + "/Src").code == 0)
    }

    @Test("bad baseline use is refused", arguments: [
        (["--write-baseline", "b.json", "--check"], ExitCode.usage),
        (["--write-baseline", "b.json", "--write"], ExitCode.usage),
        (["--baseline", "missing.json"], ExitCode.failure),
    ])
    func refusals(_ arguments: [String], _ code: Int32) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A.swift", Self.view)
        #expect(runCLI(arguments + ["A.swift"], in: folder.path).code == code)
    }
}

/// `--exclude-tests` and `"excludeTests"` drop the `test-code` findings.
@Suite("Test code")
struct ExcludeTestsTests {
    @Test("test-code findings are dropped by the flag and by the config key")
    func dropped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Tests/CardViewTests.swift", """
            import XCTest
            final class CardViewTests: XCTestCase {
                func testLayout() { XCTAssertEqual(UIScreen.main.bounds.width, 390) }
            }

            """)
        let plain = runCLI(["--format", "json", "Tests"], in: folder.path, engine: .builtIn)
        #expect(plain.out.contains("\"test-code\""))
        let flag = runCLI(["--format", "json", "--exclude-tests", "Tests"], in: folder.path, engine: .builtIn)
        #expect(!flag.out.contains("\"test-code\""))
        try folder.write(".screenmod", #"{"excludeTests": true}"#)
        let config = runCLI(["--check", "Tests"], in: folder.path, engine: .builtIn)
        #expect(config.code == 0)
        #expect(runCLI(["--print-config", "Tests"], in: folder.path, engine: .builtIn).out.contains("exclude-tests: true (.screenmod"))
    }

    @Test("an Objective-C test file's findings are test code too, and the flag drops them with Swift's")
    func objectiveCTestsDropped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Tests/CardViewTests.m", """
            #import <XCTest/XCTest.h>
            @interface CardViewTests : XCTestCase
            @end
            @implementation CardViewTests
            - (void)testLayout { UIWindow *window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds]; }
            @end

            """)
        try folder.write("App/Card.m", """
            @implementation Card
            - (void)layoutSubviews { self.line.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 1); }
            @end

            """)
        let plain = runCLI(["--format", "json", "."], in: folder.path, engine: .builtIn)
        #expect(plain.out.contains("\"cause\": \"test-code\""), "\(plain.out)")
        let flag = runCLI(["--format", "json", "--exclude-tests", "."], in: folder.path, engine: .builtIn)
        #expect(!flag.out.contains("CardViewTests"), "\(flag.out)")
        #expect(flag.out.contains("Card.m"), "\(flag.out)")
    }
}
