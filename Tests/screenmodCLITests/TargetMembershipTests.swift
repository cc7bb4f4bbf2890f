import Foundation
import Testing
@testable import screenmodCLI
import Migration
import SourceModel

/// Which source files (Swift, Objective-C implementations) no Xcode project of a run builds.
@Suite("Target membership")
struct TargetMembershipTests {
    @Test("a project's file names are found in comments, paths and quoted names with spaces")
    func namesInAProject() {
        let project = """
            A1 /* Feed.swift in Sources */ = {isa = PBXBuildFile; fileRef = A2 /* Feed.swift */; };
            A2 = {isa = PBXFileReference; path = "Views/Card View.swift"; sourceTree = "<group>"; };
            A3 = {isa = PBXFileReference; path = Header.swift; sourceTree = "<group>"; };
            A4 = {isa = PBXFileReference; name = " Constants.swift"; path = "../ Constants.swift"; };
            """
        let names = TargetMembership.swiftNames(in: Array(project.utf8))
        #expect(names.isSuperset(of: ["Feed.swift", "Card View.swift", "Header.swift", " Constants.swift"]))
        #expect(!names.contains("Card"))
    }

    @Test("a file inside the project's folder that it does not name is in no target, unless a manifest builds files by folder")
    func leftOutFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App.xcodeproj/project.pbxproj", "A1 /* Feed.swift in Sources */ = {isa = PBXBuildFile; };\n")
        try folder.write("App/Feed.swift", "")
        try folder.write("App/Feed_BACKUP_1.swift", "")
        let swift = ["App/Feed.swift", "App/Feed_BACKUP_1.swift"].map { folder.path + "/" + $0 }
        let all = swift + [folder.path + "/App.xcodeproj/project.pbxproj"]
        #expect(TargetMembership.filesInNoTarget(swift: swift, all: all) == [folder.path + "/App/Feed_BACKUP_1.swift"])
        // Files outside the project's folder may be another build's (a plugin with its own podspec).
        #expect(TargetMembership.filesInNoTarget(swift: ["/elsewhere/Plugin.swift"], all: all).isEmpty)
        try folder.write("App.podspec", "")
        #expect(TargetMembership.filesInNoTarget(swift: swift, all: all).isEmpty)
    }

    @Test("a package's or a pod's manifest keeps only its own folder's files from being told; a project generator's keeps all")
    func manifestsCoverTheirFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App.xcodeproj/project.pbxproj", "A1 /* Feed.m in Sources */ = {isa = PBXBuildFile; };\n")
        try folder.write("App/Feed.m", "")
        try folder.write("App/FeedV.m", "")
        try folder.write("Vendor/Kit/Kit.m", "")
        let sources = ["App/Feed.m", "App/FeedV.m", "Vendor/Kit/Kit.m"].map { folder.path + "/" + $0 }
        let all = sources + [folder.path + "/App.xcodeproj/project.pbxproj"]
        let vendored = all + ["Vendor/Kit/Kit.podspec", "Vendor/Kit/Package.swift"].map { folder.path + "/" + $0 }
        #expect(TargetMembership.filesInNoTarget(swift: sources, all: vendored) == [folder.path + "/App/FeedV.m"])
        #expect(TargetMembership.filesInNoTarget(swift: sources, all: all) == [folder.path + "/App/FeedV.m", folder.path + "/Vendor/Kit/Kit.m"])
        #expect(TargetMembership.filesInNoTarget(swift: sources, all: vendored + [folder.path + "/project.yml"]).isEmpty)
    }

    @Test("of two files with one name, the one whose folder no reference gives is in no target; a bare name keeps both")
    func staleCopyOfAListedName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App.xcodeproj/project.pbxproj", "A1 /* Profile.m in Sources */ = {isa = PBXBuildFile; };\n"
                         + "A2 = {isa = PBXFileReference; name = Profile.m; path = screens/Profile.m; sourceTree = \"<group>\"; };\n")
        try folder.write("App/Profile.m", "")
        try folder.write("App/screens/Profile.m", "")
        let files = ["App/Profile.m", "App/screens/Profile.m"].map { folder.path + "/" + $0 }
        let all = files + [folder.path + "/App.xcodeproj/project.pbxproj"]
        #expect(TargetMembership.filesInNoTarget(swift: files, all: all) == [folder.path + "/App/Profile.m"])
        // A reference by the bare name may be either copy: neither is told.
        try folder.write("App.xcodeproj/project.pbxproj", "A1 /* Profile.m in Sources */ = {isa = PBXBuildFile; };\n"
                         + "A2 = {isa = PBXFileReference; path = Profile.m; sourceTree = \"<group>\"; };\n")
        #expect(TargetMembership.filesInNoTarget(swift: files, all: all).isEmpty)
    }

    @Test("an Objective-C implementation the project does not name is in no target too, and its findings say so first")
    func objectiveCLeftOut() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App.xcodeproj/project.pbxproj", "A1 /* Feed.swift in Sources */ = {isa = PBXBuildFile; };\n"
                         + "A2 /* Banner.m in Sources */ = {isa = PBXBuildFile; };\n")
        let sources = ["App/Feed.swift", "App/Banner.m", "App/SDK/AdView.m"].map { folder.path + "/" + $0 }
        for path in sources { try folder.write(String(path.dropFirst(folder.path.count + 1)), "") }
        let all = sources + [folder.path + "/App.xcodeproj/project.pbxproj"]
        #expect(TargetMembership.filesInNoTarget(swift: sources, all: all) == [folder.path + "/App/SDK/AdView.m"])
        let code = "- (void)layout { self.frame = [UIScreen mainScreen].bounds; }\n"
        let result = try #require(OtherFiles.result(path: "AdView.m", bytes: FileBytes(Array(code.utf8)),
                                                    settings: MigrationSettings(), inNoTarget: true))
        #expect(result.findings.first?.message.hasPrefix("this file is in no target") == true, "\(result.findings)")
    }

    @Test("a project's name for a file matches it in any case, as a Mac's default file system does")
    func caseOfNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App.xcodeproj/project.pbxproj", "A1 /* DetailView.swift in Sources */ = {isa = PBXBuildFile; };\n")
        try folder.write("App/detailView.swift", "")
        try folder.write("App/DetailView_old.swift", "")
        let swift = ["App/detailView.swift", "App/DetailView_old.swift"].map { folder.path + "/" + $0 }
        let all = swift + [folder.path + "/App.xcodeproj/project.pbxproj"]
        #expect(TargetMembership.filesInNoTarget(swift: swift, all: all) == [folder.path + "/App/DetailView_old.swift"])
    }

    @Test("a development pod inside the project's folder is built by the Pods project: its files are in a target")
    func developmentPod() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App.xcodeproj/project.pbxproj", "A1 /* Feed.swift in Sources */ = {isa = PBXBuildFile; };\n")
        try folder.write("App/Feed.swift", "")
        try folder.write("App/Old/Feed_BACKUP_1.swift", "")
        try folder.write("LocalLib/Kit/Kit.podspec", "")
        try folder.write("LocalLib/Kit/Classes/UIKit/Device.swift", "")
        let swift = ["App/Feed.swift", "App/Old/Feed_BACKUP_1.swift", "LocalLib/Kit/Classes/UIKit/Device.swift"]
            .map { folder.path + "/" + $0 }
        let all = swift + [folder.path + "/App.xcodeproj/project.pbxproj"]
        #expect(TargetMembership.filesInNoTarget(swift: swift, all: all) == [folder.path + "/App/Old/Feed_BACKUP_1.swift"])
    }

    @Test("a project that names no Swift file (trimmed to its build settings) lists no sources to judge by")
    func projectWithoutSources() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App.xcodeproj/project.pbxproj", "buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 17.0; };\n")
        try folder.write("App/Feed.swift", "")
        let swift = [folder.path + "/App/Feed.swift"]
        #expect(TargetMembership.filesInNoTarget(swift: swift, all: swift + [folder.path + "/App.xcodeproj/project.pbxproj"]).isEmpty)
    }

    @Test("the README's bundled example shows rewrites, not files in no target")
    func bundledExampleShowsRewrites() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let result = runCLI(["Examples"], in: root.path, engine: .builtIn)
        #expect(result.out.contains("\n+"), "\(result.err)")
        #expect(!result.err.contains("in-no-target"), "\(result.err)")
    }
}
