import Foundation
import Testing
@testable import screenmodCLI

/// Where the deployment target is declared, and that a run on a checkout and `explain` on any of
/// its files find the same one.
@Suite("Deployment target")
struct DeploymentTargetTests {
    /// A use on line 3, so that `explain --verbose FILE:3` prints the facts, `min-ios` among them.
    static let use = """
        import UIKit
        final class Card: UIView {
            func width() -> CGFloat { UIScreen.main.bounds.width }
        }

        """

    /// A library whose only declarations are a podspec and an example app in a subfolder.
    static func podspecLibrary(_ folder: TemporaryFolder) throws {
        try folder.write("Lib.podspec", "Pod::Spec.new do |s|\n  s.name = 'Lib'\n  s.ios.deployment_target = '8.0'\nend\n")
        try folder.write("Sources/Lib/Card.swift", use)
        try folder.write("Example/Example.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 12.0;\n")
        try folder.write("Example/App/ViewController.swift", use)
    }

    /// The target `--print-config` reports for `path` (nil for none), and where it came from.
    private func printedTarget(_ path: String, in folder: TemporaryFolder) -> (Int?, String?) {
        let out = runCLI(["--print-config", path], in: folder.path, engine: .builtIn).out
        guard let line = out.split(separator: "\n").first(where: { $0.hasPrefix("min-ios: ") }) else { return (nil, nil) }
        let words = line.dropFirst("min-ios: ".count).split(separator: " ", maxSplits: 1)
        return (Int(words[0]), words.count > 1 ? String(words[1]) : nil)
    }

    /// The target `explain --verbose FILE:3` shows at the use on line 3.
    private func explainedTarget(_ file: String, in folder: TemporaryFolder) -> Int? {
        let out = runCLI(["explain", "--verbose", file + ":3"], in: folder.path, engine: .builtIn).out
        guard let range = out.range(of: "min-ios: ") else { return nil }
        return Int(out[range.upperBound...].prefix { $0.isNumber })
    }

    @Test("a library with only a podspec and an example app: the top and explain in a subfolder agree on iOS 8")
    func podspecLibraryAgrees() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.podspecLibrary(folder)
        let top = runCLI(["--print-config", "."], in: folder.path, engine: .builtIn).out
        #expect(top.contains("project root: \(folder.path)\n"), "\(top)")
        #expect(top.contains("min-ios: 8 (detected in \(folder.path)/Lib.podspec)\n"), "\(top)")
        #expect(printedTarget("Example/App", in: folder).0 == 8)
        #expect(explainedTarget("Example/App/ViewController.swift", in: folder) == 8)
        #expect(explainedTarget("Sources/Lib/Card.swift", in: folder) == 8)
    }

    /// Layouts where a nearest-marker search gave a file in a subfolder another root than the top.
    static let layouts: [(name: String, files: [(String, String)], target: Int)] = [
        ("podspec and example project", [
            ("Lib.podspec", "s.ios.deployment_target = '8.0'\n"),
            ("Example/Example.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 12.0;\n"),
        ], 8),
        ("podspec.json and a package in a subfolder", [
            ("Lib.podspec.json", #"{"name": "Lib", "platforms": {"ios": "9.0"}}"#),
            ("Demo/Package.swift", "platforms: [.iOS(.v15)]\n"),
            ("Demo/Demo.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 14.0;\n"),
        ], 9),
        ("a checkout with an example Podfile", [
            (".git/HEAD", "ref: refs/heads/main\n"),
            ("Package.swift", "platforms: [.iOS(.v14)]\n"),
            ("Examples/Demo/Podfile", "platform :ios, '16.0'\n"),
            ("Examples/Demo/Demo.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 16.0;\n"),
        ], 14),
        // A folder that only holds projects is none itself until `.screenmod` marks it.
        ("example projects under a marked folder", [
            (".screenmod", ""),
            ("Example/Example.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 11.0;\n"),
            ("Other/Other.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n"),
        ], 11),
    ]

    @Test("a run on the checkout and explain on any of its files resolve the same deployment target",
          arguments: layouts.indices)
    func runAndExplainAgree(_ index: Int) throws {
        let layout = Self.layouts[index]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (path, text) in layout.files { try folder.write(path, text) }
        let swiftFiles = ["Top.swift", "Example/App/A.swift", "Examples/Demo/Sources/B.swift",
                          "Demo/Sources/C.swift", "Other/D.swift"]
        for file in swiftFiles { try folder.write(file, Self.use) }
        #expect(printedTarget(".", in: folder).0 == layout.target, "\(layout.name)")
        for file in swiftFiles {
            #expect(explainedTarget(file, in: folder) == layout.target, "\(layout.name): explain \(file)")
            #expect(printedTarget(file, in: folder).0 == layout.target, "\(layout.name): run on \(file)")
        }
    }

    @Test("the root is the outermost marked folder, up to a checkout or .screenmod, below the home folder")
    func projectRootRule() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Lib.podspec", "")
        try folder.write("Example/Example.xcodeproj/project.pbxproj", "")
        try folder.mkdir("Example/App")
        #expect(ProjectRoot.of(folder.path + "/Example/App") == folder.path)
        try folder.write("Example/.screenmod", "")
        #expect(ProjectRoot.of(folder.path + "/Example/App") == folder.path + "/Example")
        try folder.mkdir("Vendored/Kit/.git")
        try folder.write("Vendored/Kit/Package.swift", "")
        #expect(ProjectRoot.of(folder.path + "/Vendored/Kit") == folder.path + "/Vendored/Kit")
        // The home folder is a ceiling: its `.git` or `.screenmod` makes no project of it.
        try folder.mkdir("home/.git")
        try folder.mkdir("home/code/Tool")
        #expect(ProjectRoot.of(folder.path + "/home/code/Tool") == folder.path + "/home")
        #expect(ProjectRoot.of(folder.path + "/home/code/Tool", home: folder.path + "/home") == nil)
        try folder.write("home/code/Tool/Podfile", "")
        #expect(ProjectRoot.of(folder.path + "/home/code/Tool", home: folder.path + "/home") == folder.path + "/home/code/Tool")
    }

    @Test("the root's podspecs declare a target, a podspec in a subfolder does not")
    func detectionReadsTheRootPodspec() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Lib.podspec", "Pod::Spec.new do |s|\n  s.ios.deployment_target = '10.0'\nend\n")
        try folder.write("Modules/Old/Old.podspec", "s.ios.deployment_target = '8.0'\n")
        try folder.write("App.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 12.0;\n")
        #expect(DeploymentTarget.detect(inProjectAt: folder.path) == .init(major: 10, source: folder.path + "/Lib.podspec"))
        try folder.write("Lib.podspec.json", #"{"platforms": {"ios": "9.0"}}"#)
        #expect(DeploymentTarget.detect(inProjectAt: folder.path) == .init(major: 9, source: folder.path + "/Lib.podspec.json"))
    }

    @Test("a workspace that opens the app's project says which app builds: an SDK's sample app beside it does not count")
    func workspaceNamesTheApp() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let app = "productType = \"com.apple.product-type.application\";\nIPHONEOS_DEPLOYMENT_TARGET = "
        try folder.write("Shop/App/App.xcodeproj/project.pbxproj", app + "12.0;\n")
        try folder.write("plus-sdk-1.7/SampleCode/Sample.xcodeproj/project.pbxproj", app + "9.0;\n")
        #expect(DeploymentTarget.detect(inProjectAt: folder.path)?.major == 9)
        try folder.write("shop.xcworkspace/contents.xcworkspacedata",
                         "<Workspace version = \"1.0\">\n<FileRef location = \"group:Shop/App/App.xcodeproj\"></FileRef>\n"
                         + "<FileRef location = \"group:Pods/Pods.xcodeproj\"></FileRef>\n</Workspace>\n")
        #expect(DeploymentTarget.detect(inProjectAt: folder.path)
                == .init(major: 12, source: folder.path + "/Shop/App/App.xcodeproj/project.pbxproj"))
    }

    @Test("Tuist's manifests and helpers declare the target, a plugin's helpers four folders down included")
    func tuistManifests() throws {
        #expect(DeploymentTarget.fromTuistManifest(
            "let target: DeploymentTarget = .iOS(targetVersion: \"16.0\", devices: [.iphone])\n") == [16])
        #expect(DeploymentTarget.fromTuistManifest("deploymentTargets: .iOS(\"17.0\"),\n// .iOS(targetVersion: \"12.0\")\n") == [17])
        #expect(DeploymentTarget.fromTuistManifest("  public static let iOSTargetVersion = \"16.4\"\n") == [16])
        #expect(DeploymentTarget.fromTuistManifest("    public static let deployTarget = 16.0\n") == [16])
        #expect(DeploymentTarget.fromTuistManifest("let marketingVersion = \"1.2\"\nlet iOSVersionName = \"x\"\n").isEmpty)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let helper = "App/Plugins/Kit/ProjectDescriptionHelpers/Templates/Project+Templates.swift"
        try folder.write(helper, "public extension Project {\n    static let target = DeploymentTarget.iOS(targetVersion: \"15.0\", devices: .iphone)\n}\n")
        try folder.write("App/Sources/Feed.swift", "let note = \".iOS(\\\"9.0\\\")\"\n")
        #expect(DeploymentTarget.detect(inProjectAt: folder.path) == .init(major: 15, source: folder.path + "/" + helper))
    }

    @Test("podspecs declare the target as s.ios.deployment_target, s.platform or s.platforms")
    func podspecSpellings() {
        #expect(DeploymentTarget.fromPodspec("s.ios.deployment_target = '8.0'") == [8])
        #expect(DeploymentTarget.fromPodspec(#"spec.ios.deployment_target = "11.0""#) == [11])
        #expect(DeploymentTarget.fromPodspec("Pod::Spec.new do |lib|\n  lib.ios.deployment_target  =  '12.0' # was 9\nend") == [12])
        #expect(DeploymentTarget.fromPodspec("s.platform = :ios, '9.0'") == [9])
        #expect(DeploymentTarget.fromPodspec("s.platform     = :ios, \"9\"") == [9])
        #expect(DeploymentTarget.fromPodspec("s.platforms = { :ios => '10.0', :osx => '10.12' }") == [10])
        #expect(DeploymentTarget.fromPodspec("s.platforms = { ios: \"10.0\", tvos: \"10.0\" }") == [10])
        #expect(DeploymentTarget.fromPodspec("s.platforms = {\n  :osx => '10.12',\n  :ios => '11.0'\n}") == [11])
        #expect(DeploymentTarget.fromPodspecJSON(#"{"name": "Lib", "platforms": {"ios": "10.0", "osx": "10.12"}}"#) == [10])
        #expect(DeploymentTarget.fromPodspecJSON("{\n  \"platforms\" : {\n    \"osx\" : \"10.12\",\n    \"ios\" : \"9.0\"\n  }\n}") == [9])
    }

    @Test("podspec lines that declare no iOS version give none")
    func podspecNonTargets() {
        #expect(DeploymentTarget.fromPodspec("# s.ios.deployment_target = '7.0'\ns.osx.deployment_target = '10.9'") == [])
        #expect(DeploymentTarget.fromPodspec("s.tvos.deployment_target = '9.0'\ns.platform = :ios\ns.platform = :osx, '10.9'") == [])
        #expect(DeploymentTarget.fromPodspec("s.ios.deployment_target = IOS_VERSION\ns.platforms = { :ios => nil }") == [])
        #expect(DeploymentTarget.fromPodspec("s.source = { :git => 'x', :tag => \"#{s.version}\" }\ns.ios.frameworks = 'UIKit'") == [])
        #expect(DeploymentTarget.fromPodspecJSON(#"{"platforms": {"osx": "10.12"}, "ios": {"frameworks": "UIKit"}}"#) == [])
    }
}
