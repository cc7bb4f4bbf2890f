import Testing
@testable import screenmodCLI

/// `explain` on an Objective-C line shows the finding a run reports there, not "no use".
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
}
