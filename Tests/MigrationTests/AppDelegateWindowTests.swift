import Testing
@testable import Migration
import RuleLanguage
import SourceModel

/// An app delegate's `window` is the window in reach only where something sets it: the file
/// assigns it, or a main or scene storyboard has UIKit set it. Otherwise it is nil, and so would be
/// its screen.
@Suite struct AppDelegateWindowTests {
    private static func finding(assign: String, settings: [ProjectFile] = []) throws -> Finding {
        let text = """
            import UIKit
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    \(assign)
                    return true
                }
                func applicationDidBecomeActive(_ application: UIApplication) {
                    UIScreen.main.brightness = 1
                }
            }
            """
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings())
        let file = ProjectFile(path: "AppDelegate.swift", bytes: FileBytes(Array(text.utf8)))
        let project = MigrationProject(files: [file], engine: engine, settingFiles: settings)
        return try #require(project.migrate(path: file.path, bytes: file.bytes).findings.first { $0.line == 10 })
    }

    @Test func aWindowTheFileSetsIsInReach() throws {
        let found = try Self.finding(assign: "window = UIWindow(frame: .zero)")
        #expect(found.message.contains("the stored property `window` (UIWindow?) is in reach"), "\(found.message)")
    }

    @Test func aWindowNothingSetsIsNotInReach() throws {
        let found = try Self.finding(assign: "AppController.shared.start()")
        #expect(!found.message.contains("is in reach"), "\(found.message)")
        // A main storyboard sets it.
        let plist = ProjectFile(path: "Info.plist", bytes: FileBytes(Array("<key>UIMainStoryboardFile</key><string>Main</string>".utf8)))
        let storyboard = try Self.finding(assign: "AppController.shared.start()", settings: [plist])
        #expect(storyboard.message.contains("is in reach"), "\(storyboard.message)")
    }
}
