import Foundation
import Testing
@testable import screenmodCLI

/// Objective-C, Info.plist and build-setting files end to end: found, scanned, reported in every
/// format, counted by `--check`, switched off by `--disable`, and never written.
@Suite("Other files: Objective-C and UIRequiresFullScreen")
struct OtherFilesTests {
    /// A mixed app: one use per kind of file, plus a Swift file the engine rewrites.
    private static func mixedApp() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".screenmod", "{}\n")
        try folder.write("App/CardView.m", "@implementation CardView\n- (void)layoutSubviews {\n"
                         + "    self.widt = [[UIScreen mainScreen] bounds].size.width; // [UIScreen mainScreen]\n}\n@end\n")
        try folder.write("App/Info.plist", "<plist><dict>\n\t<key>UIRequiresFullScreen</key>\n\t<true/>\n</dict></plist>\n")
        try folder.write("App.xcodeproj/project.pbxproj", "{\n\t\t\t\tINFOPLIST_KEY_UIRequiresFullScreen = YES;\n"
                         + "\t\tA1 /* HairlineView.swift in Sources */ = {isa = PBXBuildFile; };\n"
                         + "\t\tA2 /* CardView.m in Sources */ = {isa = PBXBuildFile; };\n}\n")
        try folder.write("App/HairlineView.swift", "import UIKit\n\nfinal class HairlineView: UIView {\n"
                         + "    override func layoutSubviews() {\n        layer.contentsScale = UIScreen.main.scale\n    }\n}\n")
        try folder.write("App/Notes.txt", "[UIScreen mainScreen].bounds\n")
        try folder.write("App/Main.storyboard", "<view customClass=\"CardView\"/>\n")
        return folder
    }

    @Test("The text output lists each finding at its file, line and column; --check exits 1")
    func textAndCheck() throws {
        let folder = try Self.mixedApp()
        defer { folder.remove() }
        let result = runCLI(["--check", "--quiet", "--color", "never", "."], in: folder.path, engine: .builtIn)
        #expect(result.code == 1)
        let lines = result.err.split(separator: "\n").filter { !$0.hasPrefix("    suggestion:") }.map { line in
            String(line.split(separator: " ").first ?? "") + " " + String(line.split(separator: "[").last ?? "")
        }
        #expect(lines == ["App.xcodeproj/project.pbxproj:2:5: requires-full-screen]",
                          "App/CardView.m:3:19: objc-main-screen]",
                          "App/Info.plist:2:2: requires-full-screen]"])
        #expect(result.out.contains("+        layer.contentsScale = traitCollection.displayScale"))
        #expect(!result.err.contains("Notes.txt"))
    }

    @Test("JSON, SARIF, GitHub and Xcode output carry the findings")
    func everyFormat() throws {
        let folder = try Self.mixedApp()
        defer { folder.remove() }
        let json = runCLI(["--format", "json", "--quiet", "."], in: folder.path, engine: .builtIn)
        let document = try #require(parseJSON(json.out))
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["findingsByRule"] as? [String: Int] == ["objc-main-screen": 1, "requires-full-screen": 2])
        #expect(summary["filesScanned"] as? Int == 4)
        #expect(summary["errors"] as? Int == 0)

        let sarif = runCLI(["--format", "sarif", "--quiet", "."], in: folder.path, engine: .builtIn)
        let run = try #require((parseJSON(sarif.out)?["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "objc-main-screen" })
        #expect(rules.contains { $0["id"] as? String == "requires-full-screen" })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.filter { $0["ruleId"] as? String == "requires-full-screen" }.count == 2)

        let github = runCLI(["--format", "github", "--quiet", "."], in: folder.path, engine: .builtIn)
        #expect(github.out.contains("::warning file=App/CardView.m,line=3,col=19,"))
        #expect(github.out.contains("title=requires-full-screen::"))

        let xcode = runCLI(["--format", "xcode", "--quiet", "."], in: folder.path, engine: .builtIn)
        #expect(xcode.out.contains("\(folder.path)/App/Info.plist:2:2: warning: UIRequiresFullScreen is true here"))
        #expect(xcode.out.contains("\(folder.path)/App/CardView.m:3:19: warning: [[UIScreen mainScreen] bounds] is the main screen's size"))
    }

    @Test("--disable and --only take the new ids; --write leaves the other files alone")
    func selectionAndWrite() throws {
        let folder = try Self.mixedApp()
        defer { folder.remove() }
        let disabled = runCLI(["--check", "--quiet", "--disable", "objc-main-screen", "--disable", "requires-full-screen",
                               "--format", "json", "."], in: folder.path, engine: .builtIn)
        #expect((parseJSON(disabled.out)?["summary"] as? [String: Any])?["findings"] as? Int == 0)
        let only = runCLI(["--quiet", "--only", "requires-full-screen", "--format", "json", "."], in: folder.path, engine: .builtIn)
        let summary = parseJSON(only.out)?["summary"] as? [String: Any]
        // (The Swift use, which no active rule decides, is reported as `unhandled`.)
        let byRule = summary?["findingsByRule"] as? [String: Int]
        #expect(byRule?["requires-full-screen"] == 2)
        #expect(byRule?["objc-main-screen"] == nil)
        #expect(summary?["edits"] as? Int == 0)

        let before = folder.bytes("App/CardView.m")
        let written = runCLI(["--write", "--quiet", "."], in: folder.path, engine: .builtIn)
        #expect(written.code == 0)
        #expect(folder.bytes("App/CardView.m") == before)
        #expect(folder.read("App/HairlineView.swift").contains("traitCollection.displayScale"))
    }

    @Test("A file named on the command line is read by its kind; bad bytes are no error")
    func namedFilesAndBadBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".screenmod", "{}\n")
        try folder.write("Legacy.h", bytes: Array("// \u{A9} ".utf8.prefix(3)) + [0xA9, 0x0A]
                         + Array("#define W [UIScreen mainScreen].bounds.size.width\n".utf8))
        try folder.write("Vendor.plist", bytes: Array("bplist00".utf8) + [0x00, 0xFF, 0x08])
        let result = runCLI(["--format", "json", "--quiet", "Legacy.h", "Vendor.plist"], in: folder.path, engine: .builtIn)
        #expect(result.code == 0)
        let summary = try #require(parseJSON(result.out)?["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 0)
        #expect(summary["findingsByRule"] as? [String: Int] == ["objc-main-screen": 1])
        #expect(summary["filesScanned"] as? Int == 2)
    }
}

/// Git's file list feeds the same kinds of files as the walk.
@Suite("Other files: found through git")
struct OtherFilesGitTests {
    @Test("In a work tree, .m, .plist and project.pbxproj files are listed and .gitignore holds")
    func gitListing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        guard (try? folder.shell(["git", "init", "-q"]))?.0 == 0 else { return }
        try folder.write(".gitignore", "Ignored.m\n")
        try folder.write("Kept.m", "x = UIScreen.mainScreen.scale;\n")
        try folder.write("Ignored.m", "x = UIScreen.mainScreen.scale;\n")
        try folder.write("App.xcodeproj/project.pbxproj", "INFOPLIST_KEY_UIRequiresFullScreen = YES;\n")
        let result = runCLI(["--quiet", "--format", "json", "."], in: folder.path, engine: .builtIn)
        let files = (parseJSON(result.out)?["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        #expect(files == ["App.xcodeproj/project.pbxproj", "Kept.m"])
    }
}
