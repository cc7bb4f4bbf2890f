import Foundation
import Testing
@testable import screenmodCLI

/// A project inside another project's folder that no project names is a sample or a separate tool:
/// its findings say the outer project does not build it, and its code is not rewritten.
@Suite("Separate projects in an app's folder")
struct SeparateProjectsTests {
    private static func app(referencing: Bool) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".screenmod", "{}\n")
        try folder.write("Parking.xcodeproj/project.pbxproj", "{\n\t\tA1 /* Feed.swift in Sources */ = {isa = PBXBuildFile; };\n"
                         + "\t\tA2 /* Shared.m in Sources */ = {isa = PBXBuildFile; };\n"
                         + "\t\tA3 /* AppDelegate.m in Sources */ = {isa = PBXBuildFile; };\n"
                         + "\t\tG1 /* Parking */ = {isa = PBXGroup; path = Parking; };\n"
                         + (referencing ? "\t\tB1 /* KakaoSample.xcodeproj */ = {isa = PBXFileReference; };\n" : "") + "}\n")
        // A stale copy of the app's project beside its sources lists them too: the app's project names their folder.
        try folder.write("Parking/Old.xcodeproj/project.pbxproj", "{\n\t\tA1 /* Feed.swift in Sources */ = {isa = PBXBuildFile; };\n}\n")
        try folder.write("Parking/Feed.swift", "import UIKit\n\nfinal class Feed: UIView {\n    override func layoutSubviews() {\n"
                         + "        layer.contentsScale = UIScreen.main.scale\n    }\n}\n")
        try folder.write("SDK/samples/objc/KakaoSample/KakaoSample.xcodeproj/project.pbxproj",
                         "{\n\t\tA1 /* Banner.m in Sources */ = {isa = PBXBuildFile; };\n"
                         + "\t\tA2 /* AppDelegate.m in Sources */ = {isa = PBXBuildFile; };\n}\n")
        try folder.write("SDK/samples/objc/KakaoSample/AppDelegate.m", "@implementation AppDelegate\n- (void)go {\n"
                         + "    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];\n}\n@end\n")
        try folder.write("SDK/samples/swift/KakaoSample/KakaoSample.xcodeproj/project.pbxproj",
                         "{\n\t\tA1 /* KakaoSample.swift in Sources */ = {isa = PBXBuildFile; };\n}\n")
        try folder.write("SDK/samples/objc/KakaoSample/Banner.m", "@implementation Banner\n- (void)layoutSubviews {\n"
                         + "    self.w = [[UIScreen mainScreen] bounds].size.width;\n}\n@end\n")
        try folder.write("SDK/samples/objc/KakaoSample/Shared.m", "@implementation Shared\n- (void)layoutSubviews {\n"
                         + "    self.w = [[UIScreen mainScreen] bounds].size.width;\n}\n@end\n")
        try folder.write("SDK/samples/swift/KakaoSample/KakaoSample.swift", "import UIKit\n\nfinal class Sample: UIView {\n"
                         + "    override func layoutSubviews() {\n        layer.contentsScale = UIScreen.main.scale\n    }\n}\n")
        return folder
    }

    @Test("a nested project no other project names: findings say so, its rewrites become findings; the app's own code is rewritten")
    func nestedSampleProjects() throws {
        let folder = try Self.app(referencing: false)
        defer { folder.remove() }
        let result = runCLI(["--quiet", "--color", "never", "."], in: folder.path, engine: .builtIn)
        #expect(result.out.contains("+        layer.contentsScale = traitCollection.displayScale"))
        #expect(!result.out.contains("KakaoSample.swift"), "\(result.out)")
        let notes = result.err.components(separatedBy: "this file belongs to `KakaoSample.xcodeproj`, a project inside the folder of `Parking.xcodeproj`")
        #expect(notes.count == 4, "\(result.err)")
        // A file the outer project lists is built by it, wherever it sits.
        let json = runCLI(["--format", "json", "--quiet", "."], in: folder.path, engine: .builtIn)
        let files = try #require(parseJSON(json.out)?["files"] as? [[String: Any]])
        let suggestions = files.flatMap { file in
            (file["findings"] as? [[String: Any]] ?? []).map { ((file["path"] as? String) ?? "", ($0["suggestion"] as? String) ?? "") }
        }
        let shared = suggestions.filter { $0.0.hasSuffix("Shared.m") }
        #expect(shared.count == 1 && !shared[0].1.contains("this file belongs to"), "\(shared)")
        #expect(suggestions.contains { $0.0.hasSuffix("Banner.m") && $0.1.contains("this file belongs to") })
        // A name both list (every sample has an AppDelegate.m) is the nested project's file, which lists it too.
        #expect(suggestions.contains { $0.0.hasSuffix("KakaoSample/AppDelegate.m") && $0.1.contains("this file belongs to") },
                "\(suggestions)")
    }

    @Test("a nested project the outer project names is built with it: no note")
    func referencedProject() throws {
        let folder = try Self.app(referencing: true)
        defer { folder.remove() }
        let result = runCLI(["--quiet", "--color", "never", "."], in: folder.path, engine: .builtIn)
        #expect(!result.err.contains("this file belongs to"), "\(result.err)")
        #expect(result.out.contains("KakaoSample.swift"))
    }

    @Test("a nested project a workspace beside the outer one lists, or whose framework the outer links under its product name, is built with it")
    func workspaceAndProductNames() throws {
        for linked in [false, true] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write(".screenmod", "{}\n")
            try folder.write("Habits.xcodeproj/project.pbxproj", "{\n\t\tA1 /* Feed.swift in Sources */ = {isa = PBXBuildFile; };\n"
                             + (linked ? "\t\tB1 /* Habits_API_Client.framework in Frameworks */ = {isa = PBXBuildFile; };\n" : "") + "}\n")
            if !linked {
                try folder.write("Habits.xcworkspace/contents.xcworkspacedata", "<Workspace version = \"1.0\">\n   <FileRef\n"
                                 + "      location = \"group:Habits API Client/Habits API Client.xcodeproj\">\n   </FileRef>\n</Workspace>\n")
            }
            try folder.write("Habits API Client/Habits API Client.xcodeproj/project.pbxproj",
                             "{\n\t\tA1 /* Alert.swift in Sources */ = {isa = PBXBuildFile; };\n}\n")
            try folder.write("Habits API Client/Alert.swift", "import UIKit\n\nfinal class Alert: UIView {\n"
                             + "    override func layoutSubviews() {\n        layer.contentsScale = UIScreen.main.scale\n    }\n}\n")
            let result = runCLI(["--quiet", "--color", "never", "."], in: folder.path, engine: .builtIn)
            #expect(!result.err.contains("this file belongs to"), "\(linked): \(result.err)")
            #expect(result.out.contains("+        layer.contentsScale = traitCollection.displayScale"), "\(linked): \(result.out)")
        }
    }

    @Test("a stale copy of the app's own project in a folder the app's project takes no files from is a separate project, though the app's workspace lists a project of its name")
    func nestedCopyOfTheApp() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".screenmod", "{}\n")
        let project = "{\n\t\tA1 /* Feed.swift in Sources */ = {isa = PBXBuildFile; };\n"
            + "\t\tG1 /* Parking */ = {isa = PBXGroup; path = Parking; };\n"
            + "\t\tF1 /* Old-Info.plist */ = {isa = PBXFileReference; path = \"/Users/me/Parking Copy/Copy/Old-Info.plist\"; };\n}\n"
        try folder.write("Parking.xcodeproj/project.pbxproj", project)
        try folder.write("Parking.xcworkspace/contents.xcworkspacedata",
                         "<Workspace version = \"1.0\">\n   <FileRef location = \"group:Parking.xcodeproj\"></FileRef>\n</Workspace>\n")
        let feed = "import UIKit\n\nfinal class Feed: UIView {\n    override func layoutSubviews() {\n"
            + "        layer.contentsScale = UIScreen.main.scale\n    }\n}\n"
        try folder.write("Parking/Feed.swift", feed)
        try folder.write("Copy/Parking.xcodeproj/project.pbxproj", project)
        try folder.write("Copy/Parking/Feed.swift", feed)
        let result = runCLI(["--quiet", "--color", "never", "."], in: folder.path, engine: .builtIn)
        #expect(result.out.contains("+++ b/Parking/Feed.swift"), "\(result.out)")
        #expect(!result.out.contains("Copy/Parking/Feed.swift"), "\(result.out)")
        #expect(result.err.contains("this file belongs to `Parking.xcodeproj`, a project inside the folder of `Parking.xcodeproj`"),
                "\(result.err)")
    }
}
