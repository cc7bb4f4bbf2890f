import Foundation
import Testing
@testable import screenmodCLI

@Suite("Config and deployment target")
struct ConfigTests {
    private func resolve(_ arguments: [String], in folder: String) throws -> ResolvedSettings {
        let context = RunContext(currentDirectory: folder, environment: [:], engine: .inert, processorCount: 3)
        return try SettingsResolver.resolve(try Arguments.parse(arguments), context: context)
    }

    @Test func readsTheNearestConfigAboveTheFirstPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".screenmod", #"{"minIOS": "16.0", "enable": ["a"], "disable": ["b"], "exclude": ["Gen/**"], "rules": ["MyRules"]}"#)
        try folder.write("App/Sources/X.swift", "")
        let resolved = try resolve(["App/Sources"], in: folder.path)
        #expect(resolved.configPath == folder.path + "/.screenmod")
        #expect(resolved.settings.minIOS == 16)
        #expect(resolved.settings.enabled == ["a"])
        #expect(resolved.settings.disabled == ["b"])
        #expect(resolved.settings.excludes == [ExcludePattern(pattern: "Gen/**", base: folder.path)])
        #expect(resolved.settings.ruleDirectories == [folder.path + "/MyRules"])
        #expect(resolved.settings.jobs == 3)
    }

    @Test func commandLineFlagsWin() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".screenmod", #"{"minIOS": 16, "enable": ["a"], "disable": ["b"]}"#)
        let resolved = try resolve(["--min-ios", "14", "--disable", "a", "--enable", "b", "--exclude", "X"], in: folder.path)
        #expect(resolved.settings.minIOS == 14)
        #expect(resolved.settings.enabled == ["b"])
        #expect(resolved.settings.disabled == ["a"])
        #expect(resolved.origins["min-ios"] == "command line")
        #expect(resolved.origins["enable"] == "command line and .screenmod (\(folder.path)/.screenmod)")
    }

    @Test func printConfigShowsWhereEachSettingCameFrom() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".screenmod", #"{"disable": ["b"]}"#)
        try folder.write("Package.swift", "platforms: [.iOS(.v15), .macOS(.v12)]")
        let result = runCLI(["--print-config", "--format", "json"], in: folder.path)
        #expect(result.code == 0)
        #expect(result.out.contains("config file: \(folder.path)/.screenmod\n"))
        #expect(result.out.contains("min-ios: 15 (detected in \(folder.path)/Package.swift)\n"))
        #expect(result.out.contains("disable: b (.screenmod (\(folder.path)/.screenmod))\n"))
        #expect(result.out.contains("format: json (command line)\n"))
        #expect(result.out.contains("mode: dry-run (default)\n"))
    }

    @Test func invalidConfigIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".screenmod", #"{"minIOS": 15, "colour": "red"}"#)
        let result = runCLI([], in: folder.path)
        #expect(result.code == 1)
        #expect(result.err.hasPrefix("Error: \(folder.path)/.screenmod: has an unknown key 'colour'"))
        try folder.write(".screenmod", "{not json")
        #expect(runCLI([], in: folder.path).err.contains("is not valid JSON"))
    }

    @Test func detectsTheLowestDeclaredTarget() throws {
        #expect(DeploymentTarget.fromPackageManifest(#"platforms: [.iOS(.v16), .iOS("15.4"), .macOS(.v10_15)] // .iOS(.v12)"#) == [16, 15])
        #expect(DeploymentTarget.fromPackageManifest(".iOS(.v17_2)") == [17])
        #expect(DeploymentTarget.fromBuildSettings("IPHONEOS_DEPLOYMENT_TARGET = 15.0;\nIPHONEOS_DEPLOYMENT_TARGET = \"14.2\";") == [15, 14])
        #expect(DeploymentTarget.fromBuildSettings("IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 17.0") == [17])
        #expect(DeploymentTarget.fromBuildSettings("IPHONEOS_DEPLOYMENT_TARGET = $(inherited)") == [])
        #expect(DeploymentTarget.fromPodfile("# platform :ios, '9.0'\nplatform :ios, '15.0'\n") == [15])
        #expect(DeploymentTarget.fromPodfile("platform :ios, 16") == [16])
    }

    /// A project file as Xcode writes one: the project's Debug and Release at `project`, and a
    /// target's two configurations at `target` (nil: the target sets none and inherits).
    private func projectFile(project: String, target: String?) -> String {
        let setting = target.map { "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \($0);\n" } ?? ""
        return """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tAA01 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = CL01 /* Build configuration list for PBXProject "App" */;
            \t\t};
            \t\tBC01 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(project);
            \t\t\t\tOTHER_LDFLAGS = "${PODS_ROOT}/x {";
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tBC02 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \(project);
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tBC03 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \(setting)\t\t\t\tPRODUCT_NAME = App;
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tBC04 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \(setting)\t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tCL01 /* Build configuration list for PBXProject "App" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tBC01 /* Debug */,
            \t\t\t\tBC02 /* Release */,
            \t\t\t);
            \t\t};
            \t};
            }
            """
    }

    @Test("A project's default deployment target counts only through a target that inherits it")
    func targetsOverrideTheProjectDefault() {
        #expect(DeploymentTarget.fromXcodeProject(Array(projectFile(project: "12.4", target: "16.4").utf8)) == [16, 16])
        #expect(DeploymentTarget.fromXcodeProject(Array(projectFile(project: "12.4", target: nil).utf8)) == [12, 12])
        // Without a project object to tell the two apart, every value counts.
        let flat = "IPHONEOS_DEPLOYMENT_TARGET = 12.4;\nIPHONEOS_DEPLOYMENT_TARGET = 16.4;\n"
        #expect(DeploymentTarget.fromXcodeProject(Array(flat.utf8)) == [12, 16])
    }

    @Test func targetScansRejectWhatIsNotAVersion() {
        // Shapes the scans must not take for a version: each half-written or different setting.
        #expect(DeploymentTarget.fromPackageManifest(#".iOS( .v15 ), .iOS(.v14_), .iOS("13.), .iOS(.v12"#) == [15])
        #expect(DeploymentTarget.fromPackageManifest(#".iOS("16")  .iOS(.v)  .iOS(.macOS(.v11))"#) == [16])
        #expect(DeploymentTarget.fromBuildSettings("IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos* = 17.0") == [])
        #expect(DeploymentTarget.fromBuildSettings("IPHONEOS_DEPLOYMENT_TARGET=12.1; // IPHONEOS_DEPLOYMENT_TARGET = 9.0") == [12])
        #expect(DeploymentTarget.fromBuildSettings("IPHONEOS_DEPLOYMENT_TARGET_X = 11.0\r\nIPHONEOS_DEPLOYMENT_TARGET\t=\t\"13.0\"") == [13])
        #expect(DeploymentTarget.fromPodfile("platform:ios, '14.0'\n  platform :ios,'12.0' # was 11\nplatform :osx, '10.15'") == [12])
    }

    @Test func detectionLooksIntoProjectsConfigsAndPodfiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(DeploymentTarget.detect(inProjectAt: folder.path) == nil)
        #expect(try resolve([], in: folder.path).settings.minIOS == 13)
        try folder.write("Podfile", "platform :ios, '16.0'\n")
        try folder.write("App.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n")
        try folder.write("Config/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n")
        try folder.write("Pods/Lib.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 9.0\n")
        let detected = DeploymentTarget.detect(inProjectAt: folder.path)
        #expect(detected == .init(major: 15, source: folder.path + "/App.xcodeproj/project.pbxproj"))
        #expect(try resolve(["App.xcodeproj"], in: folder.path).settings.minIOS == 15)
    }

    /// A project with an app target at `app` and a test bundle that sets nothing (it inherits the
    /// project's `project`), as Xcode writes the objects.
    private func appProject(project: String, app: String) -> String {
        func configuration(_ id: String, _ name: String, _ version: String?) -> String {
            let setting = version.map { "\t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = \($0);\n" } ?? ""
            return "\t\t\(id) = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\(setting)\t\t\t};\n\t\t\tname = \(name);\n\t\t};\n"
        }
        func object(_ id: String, _ isa: String, list: String, product: String? = nil) -> String {
            "\t\t\(id) = {\n\t\t\tisa = \(isa);\n\t\t\tbuildConfigurationList = \(list);\n"
                + (product.map { "\t\t\tproductType = \"com.apple.product-type.\($0)\";\n" } ?? "") + "\t\t};\n"
        }
        func list(_ id: String, _ items: [String]) -> String {
            "\t\t\(id) = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
                + items.map { "\t\t\t\t\($0),\n" }.joined() + "\t\t\t);\n\t\t};\n"
        }
        return "// !$*UTF8*$!\n{\n\tobjects = {\n" + object("AA01", "PBXProject", list: "CL01")
            + object("TA01", "PBXNativeTarget", list: "CL02", product: "application")
            + object("TT01", "PBXNativeTarget", list: "CL03", product: "bundle.unit-test")
            + configuration("BC01", "Debug", project) + configuration("BC02", "Debug", app) + configuration("BC03", "Debug", nil)
            + list("CL01", ["BC01"]) + list("CL02", ["BC02"]) + list("CL03", ["BC03"]) + "\t};\n}\n"
    }

    @Test("A test bundle inheriting an old project default does not lower the app's target; a library project beside the app's does not count")
    func testBundlesAndLibraryProjects() throws {
        #expect(DeploymentTarget.fromXcodeProject(Array(appProject(project: "8.4", app: "10.0").utf8)) == [10])
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("App.xcodeproj/project.pbxproj", appProject(project: "9.0", app: "12.0"))
        try folder.write("Wrapper/Wrapper.xcodeproj/project.pbxproj", projectFile(project: "8.0", target: nil))
        #expect(DeploymentTarget.detect(inProjectAt: folder.path) == .init(major: 12, source: folder.path + "/App.xcodeproj/project.pbxproj"))
        try FileManager.default.removeItem(atPath: folder.path + "/App.xcodeproj/project.pbxproj")
        #expect(DeploymentTarget.detect(inProjectAt: folder.path)?.major == 8)
    }

    @Test("A copied library's example app (beside the library's podspec) counts only where no other project builds an app; only an app with no podspec at its root builds an app only")
    func librariesExampleApps() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Libraries/Parser/Parser.podspec", "Pod::Spec.new do |s|\nend\n")
        try folder.write("Libraries/Parser/Example.xcodeproj/project.pbxproj", appProject(project: "8.0", app: "8.0"))
        try folder.write("Libraries/Icons/Icons.podspec", "Pod::Spec.new do |s|\nend\n")
        try folder.write("Libraries/Icons/Demo/Demo.xcodeproj/project.pbxproj", appProject(project: "9.0", app: "9.0"))
        #expect(DeploymentTarget.detect(inProjectAt: folder.path)?.major == 8)
        #expect(!DeploymentTarget.buildsAppOnly(inProjectAt: folder.path))
        try folder.write("App.xcodeproj/project.pbxproj", appProject(project: "13.0", app: "13.0"))
        #expect(DeploymentTarget.detect(inProjectAt: folder.path) == .init(major: 13, source: folder.path + "/App.xcodeproj/project.pbxproj"))
        #expect(DeploymentTarget.buildsAppOnly(inProjectAt: folder.path))
        try folder.write("Feed.podspec", "Pod::Spec.new do |s|\nend\n")
        #expect(!DeploymentTarget.buildsAppOnly(inProjectAt: folder.path))
    }
}
