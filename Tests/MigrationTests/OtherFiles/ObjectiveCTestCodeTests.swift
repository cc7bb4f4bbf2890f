import Testing
@testable import Migration
import RuleLanguage

/// An Objective-C test file's uses are the test host's screen: test advice, never the app's.
@Suite("Objective-C test code")
struct ObjectiveCTestCodeTests {
    @Test("a file importing XCTest, deriving from XCTestCase or opening a spec is test code", arguments: [
        "#import <XCTest/XCTest.h>\n",
        "@import XCTest;\n",
        "@interface LayoutTests : XCTestCase\n@end\n",
        "#import <Kiwi/Kiwi.h>\nSPEC_BEGIN(LayoutSpec)\nSPEC_END\n",
        "#import <FBSnapshotTestCase/FBSnapshotTestCase.h>\n",
    ])
    func testFiles(header: String) throws {
        let found = ObjectiveCScanner.findings(in: Array((header + """
            @implementation LayoutTests
            - (void)testWidth { UIWindow *window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds]; }
            @end
            """).utf8))
        let finding = try #require(found.first)
        #expect(finding.cause == FindingNeed.testCodeCause)
        #expect(finding.need == .tests)
        #expect(finding.message.hasPrefix("test code: the main screen here is the test host's"), "\(finding.message)")
        #expect(finding.suggestion.contains("--exclude-tests"))
        #expect(!finding.suggestion.contains("scene:willConnectToSession"), "\(finding.suggestion)")
    }

    @Test("a word that only names a test framework in the app (a string, a class of its own) is no test")
    func appFiles() throws {
        let found = ObjectiveCScanner.findings(in: Array("""
            #import "XCTestHelpers.h"
            static NSString *const kName = @"XCTest";
            @implementation Card
            - (void)layoutSubviews { self.line.frame = CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 1); }
            @end
            """.utf8))
        let finding = try #require(found.first)
        #expect(finding.cause != FindingNeed.testCodeCause)
        #expect(!finding.message.hasPrefix("test code"))
    }
}
