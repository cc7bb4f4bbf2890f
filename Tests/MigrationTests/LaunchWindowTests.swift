import Testing
@testable import Migration

/// An app delegate's launch window is told apart by whether its own app target has a scene
/// delegate: beside it in its folder (or the folder just above or below), not in another app's.
@Suite struct LaunchWindowTests {
    private static let appDelegate = """
        import UIKit
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.makeKeyAndVisible()
                return true
            }
        }
        """
    private static let sceneDelegate = """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
        }
        """

    private func rule(appDelegate: String, sceneDelegate: String) -> String? {
        let project = TestProject([(appDelegate, Self.appDelegate), (sceneDelegate, Self.sceneDelegate)])
        return project.results()[appDelegate]?.findings.first?.ruleID
    }

    @Test("a helper that only application(…) calls makes the launch window; one called elsewhere too, or by another object, does not")
    func aLaunchHelperIsPartOfLaunch() {
        func delegate(_ access: String, alsoCalled: Bool) -> String {
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    setupWindow()
                    return true
                }
                \(alsoCalled ? "func reset() { setupWindow() }" : "")
                \(access) func setupWindow() {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            """
        }
        func rule(_ text: String) -> String? { TestProject([("App/AppDelegate.swift", text)]).results()["App/AppDelegate.swift"]?.findings.first?.ruleID }
        #expect(rule(delegate("private", alsoCalled: false)) == "launch-window")
        #expect(rule(delegate("private", alsoCalled: true)) != "launch-window")
        // Not private, and no other object calls it: still only launch.
        #expect(rule(delegate("", alsoCalled: false)) == "launch-window")
        let logout = """
            import UIKit
            final class LogoutController: UIViewController {
                @IBAction func logOut(_ sender: UIButton) { (UIApplication.shared.delegate as? AppDelegate)?.setupWindow() }
            }
            """
        let both = TestProject([("App/AppDelegate.swift", delegate("", alsoCalled: false)), ("App/LogoutController.swift", logout)])
        #expect(both.results()["App/AppDelegate.swift"]?.findings.first?.ruleID != "launch-window")
    }

    @Test func aSceneDelegateBesideTheAppDelegateCounts() {
        #expect(rule(appDelegate: "App/AppDelegate.swift", sceneDelegate: "App/SceneDelegate.swift") == "launch-window-with-scenes")
        #expect(rule(appDelegate: "App/AppDelegate.swift", sceneDelegate: "App/Scenes/SceneDelegate.swift") == "launch-window-with-scenes")
        #expect(rule(appDelegate: "App/Delegates/AppDelegate.swift", sceneDelegate: "App/SceneDelegate.swift") == "launch-window-with-scenes")
    }

    @Test("A scene delegate commented out whole declares no scene")
    func aCommentedOutSceneDelegateDoesNot() {
        let commented = Self.sceneDelegate.split(separator: "\n").map { "// " + $0 }.joined(separator: "\n")
        let project = TestProject([("App/AppDelegate.swift", Self.appDelegate), ("App/SceneDelegate.swift", commented)])
        #expect(project.results()["App/AppDelegate.swift"]?.findings.first?.ruleID == "launch-window")
    }

    @Test("A scene manifest in a Swift project manifest counts; one a comment keeps for later does not")
    func swiftManifestOutsideComments() {
        let manifest = """
            let infoPlist: [String: Any] = [
                "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": false],
            ]
            """
        func rule(_ helper: String) -> String? {
            TestProject([("App/AppDelegate.swift", Self.appDelegate), ("Tuist/InfoPlist+Ex.swift", helper)])
                .results()["App/AppDelegate.swift"]?.findings.first?.ruleID
        }
        #expect(rule(manifest) == "launch-window-manifest")
        let commented = manifest.split(separator: "\n").map { "// " + $0 }.joined(separator: "\n")
        #expect(rule(commented) == "launch-window")
        #expect(rule("/*\n" + manifest + "\n*/") == "launch-window")
    }

    @Test("A scene manifest belongs to the app delegates nearest to it: a module's demo app is not the main app")
    func manifestOfAnotherApp() {
        let plist = """
            <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>
            </dict></plist>
            """
        let project = TestProject([("Projects/App/Sources/AppDelegate.swift", Self.appDelegate),
                                   ("Projects/App/Support/Info.plist", plist),
                                   ("Projects/Features/Search/Demo/Sources/AppDelegate.swift", Self.appDelegate)])
        let results = project.results()
        #expect(results["Projects/App/Sources/AppDelegate.swift"]?.findings.first?.ruleID == "launch-window-manifest")
        #expect(results["Projects/Features/Search/Demo/Sources/AppDelegate.swift"]?.findings.first?.ruleID == "launch-window")
        // One app delegate takes every manifest, however deep its Info.plist sits.
        let single = TestProject([("App/Sources/AppDelegate.swift", Self.appDelegate), ("App/Resources/Plists/Info.plist", plist)])
        #expect(single.results()["App/Sources/AppDelegate.swift"]?.findings.first?.ruleID == "launch-window-manifest")
    }

    @Test func anotherAppsSceneDelegateDoesNot() {
        #expect(rule(appDelegate: "Backup/AppDelegate.swift", sceneDelegate: "Store/SceneDelegate.swift") == "launch-window")
        #expect(rule(appDelegate: "Apps/Backup/AppDelegate.swift", sceneDelegate: "Apps/Store/Scenes/SceneDelegate.swift") == "launch-window")
    }
}
