import Foundation
import Testing
@testable import screenmodCLI

/// Objective-C classes nothing names are claimed unused only where the run holds the whole
/// project: its Xcode project, its storyboards and xibs.
@Suite("Unused Objective-C classes, end to end")
struct UnusedObjectiveCTests {
    private static func app(storyboard: String? = nil) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(".screenmod", "{}\n")
        try folder.write("App.xcodeproj/project.pbxproj", "{\n\t\tA2 /* Banner.m in Sources */ = {isa = PBXBuildFile; };\n}\n")
        try folder.write("App/Banner.h", "//  Banner.h\n@interface Banner : UIView\n@end\n")
        try folder.write("App/Banner.m", "#import \"Banner.h\"\n@implementation Banner\n- (void)layoutSubviews {\n"
                         + "    self.w = [[UIScreen mainScreen] bounds].size.width;\n}\n@end\n")
        if let storyboard { try folder.write("App/Base.lproj/Main.storyboard", storyboard) }
        return folder
    }

    private static func messages(_ arguments: [String], in folder: TemporaryFolder) throws -> [String] {
        let result = runCLI(["--format", "json", "--quiet"] + arguments, in: folder.path, engine: .builtIn)
        let document = try #require(parseJSON(result.out))
        let files = try #require(document["files"] as? [[String: Any]])
        return files.flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String } }
    }

    @Test("a class only its own files name is claimed when the whole project is scanned")
    func claimedInAWholeProject() throws {
        let folder = try Self.app()
        defer { folder.remove() }
        let found = try Self.messages(["."], in: folder)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("no other scanned file names the class Banner") == true, "\(found)")
    }

    @Test("a storyboard that names the class, or a scan of one folder without the project, makes no claim")
    func noClaimWithoutProof() throws {
        let named = try Self.app(storyboard: "<view customClass=\"Banner\" customModule=\"App\"/>\n")
        defer { named.remove() }
        #expect(try Self.messages(["."], in: named).allSatisfy { !$0.contains("no other scanned file") })
        let part = try Self.app()
        defer { part.remove() }
        let found = try Self.messages(["App"], in: part)
        #expect(found.count == 1)
        #expect(found.allSatisfy { !$0.contains("no other scanned file") }, "\(found)")
        #expect(try Self.messages(["App/Banner.m"], in: part).allSatisfy { !$0.contains("no other scanned file") })
        let routed = try Self.app()
        defer { routed.remove() }
        try routed.write("App/routes.json", "{\"home\": \"Banner\"}\n")
        #expect(try Self.messages(["."], in: routed).allSatisfy { !$0.contains("no other scanned file") })
        // A storyboard committed under an `.xml` name is read as any XML is.
        let renamed = try Self.app()
        defer { renamed.remove() }
        try renamed.write("App/Base.lproj/Main.storyboard.xml", "<view customClass=\"Banner\" customModule=\"App\"/>\n")
        #expect(try Self.messages(["."], in: renamed).allSatisfy { !$0.contains("no other scanned file") })
    }
}
