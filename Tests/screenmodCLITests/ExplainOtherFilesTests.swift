import Testing
@testable import screenmodCLI

/// `explain` on an Objective-C line shows the finding a run over its project reports there, not "no use".
@Suite("Explain in Objective-C")
struct ExplainOtherFilesTests {
    @Test("an Objective-C line's finding is explained; a line without one says so")
    func objectiveCLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Banner.m", """
            @implementation Banner
            - (void)layoutSubviews {
                _w = [UIScreen mainScreen].bounds.size.width;
            }
            @end

            """)
        let found = runCLI(["explain", "Banner.m:3"], in: folder.path, engine: .builtIn)
        #expect(found.code == 0)
        #expect(found.out.contains("finding [objc-main-screen]: [UIScreen mainScreen].bounds is the main screen's size"), "\(found.out)")
        let none = runCLI(["explain", "Banner.m:2"], in: folder.path, engine: .builtIn)
        #expect(none.out.contains("Banner.m:2: no use of [UIScreen mainScreen]"), "\(none.out)")
    }

    @Test("explain says what the run says where the project's other files decide it: a macro no file uses")
    func projectFactsAgreeWithTheRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Macros.h", "#define kScreenW [UIScreen mainScreen].bounds.size.width\n")
        try folder.write("Feed.m", "@implementation Feed\n- (void)layoutSubviews { _w = 2; }\n@end\n")
        let found = runCLI(["explain", "Macros.h:1"], in: folder.path, engine: .builtIn)
        #expect(found.out.contains("the macro kScreenW is used by no line of the scanned Objective-C"), "\(found.out)")
        let run = runCLI(["--quiet", "."], in: folder.path, engine: .builtIn)
        #expect(run.err.contains("the macro kScreenW is used by no line of the scanned Objective-C"), "\(run.err)")
    }
}
