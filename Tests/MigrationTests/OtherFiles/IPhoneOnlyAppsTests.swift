import Testing
@testable import Migration
import SourceModel
import RuleLanguage

/// An app that builds for iPhone only is never in Split View, Stage Manager or an iPad sheet: its
/// findings name the causes an iPhone app has.
@Suite("iPhone-only apps")
struct IPhoneOnlyAppsTests {
    /// A configuration block of a project file with `settings` (`KEY = value`).
    static func block(_ settings: [String]) -> String {
        "\t\tABC /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
            + settings.map { "\t\t\t\t\($0);\n" }.joined() + "\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n"
    }

    private static func project(_ path: String, _ blocks: [[String]]) -> ProjectFile {
        ProjectFile(path: path, bytes: FileBytes(Array(blocks.map(block).joined().utf8)))
    }

    @Test("iPhone-only where every product builds for family 1, its own or the project's; a test bundle does not count")
    func projectsByFamily() {
        let app = "PRODUCT_BUNDLE_IDENTIFIER = com.example.app"
        let tests = ["PRODUCT_BUNDLE_IDENTIFIER = com.example.tests", "TEST_HOST = \"$(BUILT_PRODUCTS_DIR)/App.app/App\"",
                     "TARGETED_DEVICE_FAMILY = \"1,2\""]
        let apps = IPhoneOnlyApps(settingFiles: [
            // The template's project-level "1,2", which the app target overrides with 1.
            Self.project("Phone/Phone.xcodeproj/project.pbxproj", [["TARGETED_DEVICE_FAMILY = \"1,2\""], [app, "TARGETED_DEVICE_FAMILY = 1"], tests,
                                                                   ["PRODUCT_BUNDLE_IDENTIFIER = com.example.uitests", "TEST_TARGET_NAME = App"]]),
            // A widget for iPhone beside an app that inherits the project's "1,2".
            Self.project("Both/Both.xcodeproj/project.pbxproj", [["TARGETED_DEVICE_FAMILY = \"1,2\""], [app],
                                                                 ["PRODUCT_BUNDLE_IDENTIFIER = com.example.widget", "TARGETED_DEVICE_FAMILY = 1"]]),
            Self.project("Inherit/Inherit.xcodeproj/project.pbxproj", [["TARGETED_DEVICE_FAMILY = 1"], [app]]),
            Self.project("Plain/Plain.xcodeproj/project.pbxproj", [[app]]),
            // No family anywhere in a project for the iOS SDK: Xcode's default, the iPhone.
            Self.project("Old/Old.xcodeproj/project.pbxproj", [["SDKROOT = iphoneos2.2"], [app]]),
            // A universal library project inside the iPhone app's folder.
            Self.project("Phone/Kit/Kit.xcodeproj/project.pbxproj", [[app, "TARGETED_DEVICE_FAMILY = \"1,2\""]]),
        ])
        #expect(apps.contains("Phone/Sources/Card.swift"))
        #expect(!apps.contains("Phone/Kit/Sources/Tile.swift"))
        #expect(!apps.contains("Both/Sources/Card.swift"))
        #expect(apps.contains("Inherit/Card.swift"))
        #expect(!apps.contains("Plain/Sources/Card.swift"))
        #expect(apps.contains("Old/Classes/Card.m"))
        #expect(!apps.contains("PhoneTwo/Card.swift"))
    }

    @Test("the iPad's causes leave the texts, and the rest of each sentence stays whole")
    func wording() {
        let texts = [
            "they differ in Split View, Stage Manager, iPhone Mirroring and on iPhone Duo",
            "which is the main screen's size only where every container up to the window spans that screen (not in Split View, Stage Manager, an iPad sheet or on another display)",
            "the space the app has is its window's, which is smaller in Split View, Stage Manager and on iPhone Duo",
            "its bounds follow Split View, Stage Manager and iPhone Duo, and a view controller's view",
        ]
        let worded = texts.map(IPhoneOnlyApps.worded)
        #expect(worded == [
            "they differ in iPhone Mirroring and on iPhone Duo",
            "which is the main screen's size only where every container up to the window spans that screen (not in iPhone Mirroring or on another display)",
            "the space the app has is its window's, which is smaller in iPhone Mirroring and on iPhone Duo",
            "its bounds follow iPhone Duo, and a view controller's view",
        ], "\(worded)")
    }
}

/// An app whose iPhone build turns only to portrait has no safe-area inset at the sides: a width
/// laid past the safe area is the width inside it.
@Suite("Portrait-only apps")
struct PortraitOnlyAppsTests {
    private static func file(_ path: String, _ text: String) -> ProjectFile {
        ProjectFile(path: path, bytes: FileBytes(Array(text.utf8)))
    }

    private static let plist = """
        <plist version="1.0"><dict>
        <key>UISupportedInterfaceOrientations</key>
        <array><string>UIInterfaceOrientationPortrait</string></array>
        <key>UISupportedInterfaceOrientations~ipad</key>
        <array><string>UIInterfaceOrientationLandscapeLeft</string></array>
        </dict></plist>
        """

    @Test("declared portrait for the iPhone in build settings or an Info.plist; the iPad's keys and a project that declares nothing do not count")
    func declarations() {
        let apps = PortraitOnlyApps(settingFiles: [
            Self.file("Tall/Tall.xcodeproj/project.pbxproj", IPhoneOnlyAppsTests.block([
                "INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait",
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = \"UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationPortrait\""])),
            Self.file("Wide/Wide.xcodeproj/project.pbxproj", IPhoneOnlyAppsTests.block([
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = \"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft\""])),
            Self.file("Plist/Plist.xcodeproj/project.pbxproj", IPhoneOnlyAppsTests.block(["PRODUCT_NAME = Plist"])),
            Self.file("Plist/App/Info.plist", Self.plist),
            Self.file("Silent/Silent.xcodeproj/project.pbxproj", IPhoneOnlyAppsTests.block(["PRODUCT_NAME = Silent"])),
        ])
        #expect(apps.contains("Tall/Views/Card.swift"))
        #expect(!apps.contains("Wide/Views/Card.swift"))
        #expect(apps.contains("Plist/App/Card.swift"))
        #expect(!apps.contains("Silent/Card.swift"))
    }

    @Test("a width laid past the safe area is rewritten in a portrait-only app, and stays a finding where the app may turn")
    func widthPastTheSafeArea() throws {
        let view = """
            import SwiftUI
            struct Header: View {
                var body: some View {
                    ScrollView(.horizontal) {
                        Color.gray.frame(width: UIScreen.main.bounds.width)
                    }
                    .ignoresSafeArea()
                }
            }
            """
        func result(_ orientations: String) -> FileResult {
            let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings(minIOS: 17))
            let settings = [Self.file("App.xcodeproj/project.pbxproj", IPhoneOnlyAppsTests.block([
                "INFOPLIST_KEY_UISupportedInterfaceOrientations = \"\(orientations)\""]))]
            let project = MigrationProject(files: [Self.file("Header.swift", view)], engine: engine, settingFiles: settings)
            return project.migrate(path: "Header.swift", bytes: FileBytes(Array(view.utf8)))
        }
        #expect(result("UIInterfaceOrientationPortrait").edits.count == 1)
        let turning = result("UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft")
        #expect(turning.edits.isEmpty && turning.findings.first?.message.contains("past the safe area") == true,
                "\(turning.findings.map(\.message))")
    }
}
