import Testing
@testable import Migration
import SourceModel

/// A main-screen macro no line uses is reported as one to delete.
@Suite("Objective-C macros")
struct ObjectiveCMacrosTests {
    private static func file(_ path: String, _ text: String) -> ProjectFile {
        ProjectFile(path: path, bytes: FileBytes(Array(text.utf8)))
    }

    @Test("a macro named only by its own #define and #ifndef guard is unused; a use in code or in another macro's body is a use")
    func unusedMacrosAreThoseNoLineUses() {
        let header = Self.file("Header.h", """
            #ifndef kScreenW
            #define kScreenW [UIScreen mainScreen].bounds.size.width
            #endif
            #define kScreenH [UIScreen mainScreen].bounds.size.height
            #define kIsTall ([UIScreen mainScreen].bounds.size.height > 800)
            #define kBarH (kScreenH - 44)
            """)
        let code = Self.file("Feed.m", "- (void)layoutSubviews { self.bar.frame = CGRectMake(0, 0, kScreenW, kBarH); }\n")
        let swift = Self.file("Other.swift", "let kIsTall = true\n")
        #expect(ObjectiveCMacros.survey([header, code, swift].filter { OtherFileKind(path: $0.path) == .objectiveC }).unused == ["Header.h": ["kIsTall"]])
        #expect(ObjectiveCMacros.survey([header]).unused == ["Header.h": ["kScreenW", "kIsTall"]])
    }

    @Test("a header macro's users are every code line that names it, by file; an implementation file's, its own lines only")
    func macroUsersAreTheLinesThatUseIt() {
        let header = Self.file("Header.h", "#define kScreenW [UIScreen mainScreen].bounds.size.width\n")
        let feed = Self.file("Feed.m", "- (void)layoutSubviews {\n    self.bar.width = kScreenW;\n    // kScreenW\n    self.cap.width = kScreenW / 2;\n}\n")
        let home = Self.file("Home.m", "#define IS_PLUS ([UIScreen mainScreen].bounds.size.height == 736)\n- (void)go { self.big = IS_PLUS; }\n")
        let other = Self.file("Other.m", "- (void)go { self.big = IS_PLUS; }\n")
        let users = ObjectiveCMacros.survey([header, feed, home, other]).users
        #expect(users["Header.h"]?["kScreenW"] == ["Feed.m:2:22", "Feed.m:4:22"], "\(users)")
        #expect(users["Home.m"]?["IS_PLUS"] == ["Home.m:2:25"], "\(users)")
        // The macro's finding, at its definition, lists those lines as its related locations.
        let found = ObjectiveCScanner.findings(in: header.bytes.array, unused: UnusedObjectiveC(macroUsers: users["Header.h"] ?? [:]))
        #expect(found.map(\.related) == [["Feed.m:2:22", "Feed.m:4:22"]], "\(found)")
    }

    @Test("a macro an implementation file defines is used only by that file's code; a comment elsewhere is no use")
    func implementationMacrosAreTheirFilesOwn() {
        let home = Self.file("Home.m", """
            #define IS_PLUS ([UIScreen mainScreen].bounds.size.height == 736)
            #define TOP_INSET ([UIScreen mainScreen].bounds.size.height > 800 ? 88 : 64)
            - (void)viewDidLoad { self.inset = TOP_INSET; }
            """)
        let detail = Self.file("Detail.m", """
            #define IS_PLUS ([UIScreen mainScreen].bounds.size.height == 736)
            - (void)viewDidLoad {
                // if (IS_PLUS) { self.big = YES; }
                self.small = !IS_PLUS;
            }
            """)
        let other = Self.file("Other.m", "- (void)layout { if (IS_PLUS) { self.big = YES; } /* TOP_INSET */ }\n")
        #expect(ObjectiveCMacros.survey([home, detail, other]).unused == ["Home.m": ["IS_PLUS"]])
    }

    @Test("the finding of an unused macro says to delete it")
    func unusedMacroFindingsSayDelete() throws {
        let text = "#define kIsTall ([UIScreen mainScreen].bounds.size.height > 800)\n"
        let found = ObjectiveCScanner.findings(in: Array(text.utf8), unused: UnusedObjectiveC(macros: ["kIsTall"]))
        try #require(found.count == 1)
        #expect(found[0].message.hasPrefix("the macro kIsTall is used by no line of the scanned Objective-C"))
        #expect(found[0].suggestion.hasPrefix("delete the macro kIsTall"))
    }

    @Test("two uses on one line of a header are one finding, which names the other column")
    func twoUsesOnOneLine() throws {
        let text = "#define SCREEN_SIZE CGSizeMake([UIScreen mainScreen].bounds.size.width, [UIScreen mainScreen].bounds.size.height)\n"
        let result = try #require(OtherFiles.result(path: "Macros.h", bytes: FileBytes(Array(text.utf8)), settings: MigrationSettings()))
        try #require(result.findings.count == 1, "\(result.findings)")
        #expect(result.findings[0].related == ["Macros.h:1:74"], "\(result.findings[0].related)")
        #expect(result.findings[0].message.contains("the same holds for the use at column 74 of this line"))
    }
}
