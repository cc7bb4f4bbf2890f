import Testing
@testable import Migration
import SourceModel

/// `UIRequiresFullScreen` in property lists and build settings.
@Suite("UIRequiresFullScreen scanner")
struct FullScreenScannerTests {
    private static func plist(_ text: String) -> [String] {
        FullScreenScanner.propertyListFindings(in: Array(text.utf8)).map { "\($0.line):\($0.column)" }
    }

    private static func settings(_ text: String) -> [String] {
        FullScreenScanner.buildSettingFindings(in: Array(text.utf8)).map { "\($0.line):\($0.column)" }
    }

    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"

    @Test func aTrueKeyIsFoundAtItsKeyElement() {
        #expect(Self.plist(Self.header + "\t<key>UIRequiresFullScreen</key>\n\t<true/>\n</dict>\n</plist>\n") == ["4:2"])
        #expect(Self.plist(Self.header + "<key> UIRequiresFullScreen </key><!-- why --> <true />") == ["4:1"])
        #expect(Self.plist(Self.header + "  <key>UIRequiresFullScreen~ipad</key>\r\n  <true/>") == ["4:3"])
    }

    @Test func falseValuesCommentsOtherKeysAndStringsAreNot() {
        #expect(Self.plist(Self.header + "<key>UIRequiresFullScreen</key>\n<false/>").isEmpty)
        #expect(Self.plist(Self.header + "<!-- <key>UIRequiresFullScreen</key><true/> -->").isEmpty)
        #expect(Self.plist(Self.header + "<key>Note</key><string>UIRequiresFullScreen</string><true/>").isEmpty)
        #expect(Self.plist(Self.header + "<key>UIRequiresFullScreenMode</key><true/>").isEmpty)
        #expect(Self.plist(Self.header + "<key>UIRequiresFullScreen</key><string>$(FULL)</string>").isEmpty)
    }

    @Test func crlfLinesCountOnce() {
        let text = "<plist>\r\n<dict>\r\n\r\n<key>UIRequiresFullScreen</key>\r\n<true/>\r\n</dict>\r\n"
        #expect(Self.plist(text) == ["4:1"])
    }

    @Test func aBinaryPropertyListIsNotDecodedButSaysSo() {
        // As plistlib writes {CFBundleName: "Boarding", UIRequiresFullScreen: true}: the key's bytes
        // run straight into the next string's marker and bytes.
        let named = Array("bplist00".utf8) + [0xD2, 0x01, 0x02, 0x03, 0x04, 0x5C] + Array("CFBundleName".utf8)
            + [0x5F, 0x10, 0x14] + Array("UIRequiresFullScreen".utf8) + Array("XBoarding".utf8) + [0x09, 0x08, 0x00]
        let findings = FullScreenScanner.propertyListFindings(in: named)
        #expect(findings.map { "\($0.line):\($0.column)" } == ["1:1"])
        #expect(findings.first?.message.contains("only XML property lists") == true)
        #expect(FullScreenScanner.propertyListFindings(in: Array("bplist00".utf8) + [0, 1, 2, 0xFF]).isEmpty)
        #expect(OtherFiles.result(path: "Info.plist", bytes: FileBytes(named), settings: MigrationSettings())?.findings.count == 1)
    }

    @Test func aCutOffPropertyListGivesWhatItHas() {
        #expect(Self.plist("<key>UIRequiresFullScreen</key><true").count == 1)
        for tail in ["<key>UIRequiresFullScreen", "<key>UIRequiresFullScreen</key>", "<!-- UIRequiresFullScreen", "<"] {
            #expect(Self.plist(Self.header + tail).isEmpty, "\(tail)")
        }
    }

    @Test func buildSettingsInAProjectAndAnXcconfig() {
        let project = """
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_KEY_UIRequiresFullScreen = YES;
            \t\t\t\tINFOPLIST_KEY_UIRequiresFullScreen = NO;
            \t\t\t\t"INFOPLIST_KEY_UILaunchScreen_Generation" = YES;
            \t\t\t\tINFOPLIST_KEY_UIRequiresFullScreen = "YES";
            \t\t\t\t/* INFOPLIST_KEY_UIRequiresFullScreen = YES; */
            \t\t\t\tshellScript = "echo INFOPLIST_KEY_UIRequiresFullScreen = YES";
            """
        // The setting repeated (one per build configuration) is one finding that names the other line.
        #expect(Self.settings(project) == ["2:5"])
        #expect(FullScreenScanner.buildSettingFindings(in: Array(project.utf8)).first?.message
                    .contains("the same setting is on line 5 of this file too") == true)
        let xcconfig = """
            // INFOPLIST_KEY_UIRequiresFullScreen = YES
            INFOPLIST_KEY_UIRequiresFullScreen[sdk=iphoneos*][arch=*] = YES // phones only
            INFOPLIST_KEY_UIRequiresFullScreen = $(FULL_SCREEN)
            INFOPLIST_KEY_UIRequiresFullScreen =
            MY_INFOPLIST_KEY_UIRequiresFullScreen = YES
            """
        #expect(Self.settings(xcconfig) == ["2:1"])
        #expect(Self.settings("INFOPLIST_KEY_UIRequiresFullScreen = YES\r\nINFOPLIST_KEY_UIRequiresFullScreen = yes") == ["1:1"])
    }

    @Test func theKindOfAFileComesFromItsName() {
        #expect(OtherFileKind(path: "App/View.m") == .objectiveC)
        #expect(OtherFileKind(path: "App/View.mm") == .objectiveC)
        #expect(OtherFileKind(path: "App/View.h") == .objectiveC)
        #expect(OtherFileKind(path: "App/Info.plist") == .propertyList)
        #expect(OtherFileKind(path: "App.xcodeproj/project.pbxproj") == .buildSettings)
        #expect(OtherFileKind(path: "Config/Base.xcconfig") == .buildSettings)
        #expect(OtherFileKind(path: "App/View.swift") == nil)
        #expect(OtherFileKind(path: "App/README.md") == nil)
        #expect(OtherFileKind(path: "App/notes.pbxproj") == nil)
    }

    @Test func theDispatcherHonoursDisableAndOnly() {
        let bytes = FileBytes(Array("x = [UIScreen mainScreen].bounds;".utf8))
        #expect(OtherFiles.result(path: "V.m", bytes: bytes, settings: MigrationSettings())?.findings.count == 1)
        #expect(OtherFiles.result(path: "V.m", bytes: bytes, settings: MigrationSettings(disabled: ["objc-main-screen"])) == FileResult())
        #expect(OtherFiles.result(path: "V.m", bytes: bytes, settings: MigrationSettings(only: ["scale-uikit"])) == FileResult())
        #expect(OtherFiles.result(path: "V.swift", bytes: bytes, settings: MigrationSettings()) == nil)
    }

    @Test func suppressionCommentsWorkInObjectiveCAndBuildSettings() {
        let objc = """
            a = [UIScreen mainScreen].bounds; // screenmod:disable-line objc-main-screen
            // screenmod:disable-next-line
            b = UIScreen.mainScreen.scale;
            /* screenmod:disable-next-line other-rule */
            c = UIScreen.mainScreen.scale;
            NSString *s = @"// screenmod:disable-next-line";
            d = UIScreen.mainScreen.scale;
            """
        let result = OtherFiles.result(kind: .objectiveC, bytes: Array(objc.utf8))
        #expect(result.findings.map(\.line) == [5, 7])
        #expect(result.suppressed.map(\.line) == [1, 3])
        let xcconfig = "// screenmod:disable-next-line requires-full-screen\nINFOPLIST_KEY_UIRequiresFullScreen = YES\n"
        #expect(OtherFiles.result(kind: .buildSettings, bytes: Array(xcconfig.utf8)).suppressed.count == 1)
    }
}

/// A full-screen setting matters where its app reads the main screen: apps are told apart by the
/// folders of their Xcode projects.
@Suite("Full-screen settings by app")
struct FullScreenAppsTests {
    private static func file(_ path: String, _ text: String = "") -> ProjectFile {
        ProjectFile(path: path, bytes: FileBytes(Array(text.utf8)))
    }

    @Test("each project folder is its own app; a setting outside every project counts as read")
    func appsByProjectFolder() {
        let plist = "<plist><dict><key>UIRequiresFullScreen</key><true/></dict></plist>"
        let settings = [Self.file("Games/Race/Race.xcodeproj/project.pbxproj"), Self.file("Games/Race/Race/Info.plist", plist),
                        Self.file("Games/Maze/Maze.xcodeproj/project.pbxproj"), Self.file("Games/Maze/Maze/Info.plist", plist),
                        Self.file("Loose/Info.plist", plist)]
        let sources = [Self.file("Games/Race/Race/Scene.swift", "let w = UIScreen.main.bounds.width"),
                       Self.file("Games/Maze/Maze/Scene.swift", "let w = view.bounds.width")]
        let apps = FullScreenApps(settingFiles: settings, sources: sources)
        #expect(apps.appReadsMainScreen("Games/Race/Race/Info.plist"))
        #expect(!apps.appReadsMainScreen("Games/Maze/Maze/Info.plist"))
        #expect(!apps.appReadsMainScreen("Games/Maze/Maze.xcodeproj/project.pbxproj"))
        #expect(apps.appReadsMainScreen("Loose/Info.plist"))
    }
    @Test("an app that asks the main screen only for its traits (the interface style) reads no size a resize changes")
    func traitsOnly() {
        let plist = "<plist><dict><key>UIRequiresFullScreen</key><true/></dict></plist>"
        let settings = [Self.file("App/App.xcodeproj/project.pbxproj"), Self.file("App/App/Info.plist", plist)]
        let style = Self.file("App/App/Theme.swift", "let dark = UIScreen.main.traitCollection.userInterfaceStyle == .dark")
        #expect(!FullScreenApps(settingFiles: settings, sources: [style]).appReadsMainScreen("App/App/Info.plist"))
        let scale = Self.file("App/App/Line.swift", "let hairline = 1 / UIScreen.main.scale")
        #expect(FullScreenApps(settingFiles: settings, sources: [style, scale]).appReadsMainScreen("App/App/Info.plist"))
    }
}
