import Foundation
import Testing
@testable import screenmodCLI

/// Where the deployment target is declared, and which files declare it.
@Suite("Deployment target")
struct DeploymentTargetTests {
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
