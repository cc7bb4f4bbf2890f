import Testing
@testable import Migration
import SourceModel

/// An app that builds for iPhone only is never in Split View, Stage Manager or an iPad sheet: its
/// findings name the causes an iPhone app has.
@Suite("iPhone-only apps")
struct IPhoneOnlyAppsTests {
    private static func project(_ path: String, _ families: [String]) -> ProjectFile {
        let text = families.map { "\t\t\t\tTARGETED_DEVICE_FAMILY = \($0);\n" }.joined()
        return ProjectFile(path: path, bytes: FileBytes(Array(text.utf8)))
    }

    @Test("a project whose every device family is 1 is iPhone-only; one that names the iPad anywhere, or none, is not")
    func projectsByFamily() {
        let apps = IPhoneOnlyApps(settingFiles: [
            Self.project("Phone/Phone.xcodeproj/project.pbxproj", ["1", "1"]),
            Self.project("Both/Both.xcodeproj/project.pbxproj", ["1", "\"1,2\""]),
            Self.project("Plain/Plain.xcodeproj/project.pbxproj", []),
        ])
        #expect(apps.contains("Phone/Sources/Card.swift"))
        #expect(!apps.contains("Both/Sources/Card.swift"))
        #expect(!apps.contains("Plain/Sources/Card.swift"))
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
