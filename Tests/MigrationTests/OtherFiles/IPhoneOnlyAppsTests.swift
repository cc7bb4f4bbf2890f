import Testing
@testable import Migration
import SourceModel

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
