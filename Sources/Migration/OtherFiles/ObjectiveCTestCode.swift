/// Which Objective-C files are test code, by what the file itself shows: it imports a framework only
/// a test bundle links (`#import <XCTest/XCTest.h>`, `@import XCTest;`), declares a class on a test
/// case class (`: XCTestCase`), or opens a spec of a test library (`SPEC_BEGIN`, `SpecBegin`). The
/// main screen there is the test host's, by design: the advice is the test's, as for Swift
/// (`TestCode`), never the app's.
enum ObjectiveCTestCode {
    /// The frameworks only test bundles import.
    private static let frameworks: Set<String> = ["XCTest", "FBSnapshotTestCase", "iOSSnapshotTestCase", "Kiwi", "Specta",
                                                  "Expecta", "OCMock", "OCHamcrest", "Quick", "Nimble"]
    /// The classes tests derive from, and the macros that open a spec.
    private static let testNames: Set<String> = ["XCTestCase", "FBSnapshotTestCase", "QuickSpec", "SPEC_BEGIN", "SpecBegin",
                                                 "QuickSpecBegin"]

    /// Whether the tokens of a file show it is test code.
    static func contains(_ tokens: [ObjectiveCToken], bytes: [UInt8]) -> Bool {
        func text(_ position: Int) -> String? { tokens.indices.contains(position) ? tokens[position].text(in: bytes) : nil }
        for index in tokens.indices where tokens[index].kind == .identifier {
            let name = text(index) ?? ""
            if testNames.contains(name) { return true }
            guard frameworks.contains(name) else { continue }
            // `#import <XCTest/…>`, `@import XCTest;`
            if text(index - 1) == "<", text(index - 2) == "import" || text(index - 2) == "include" { return true }
            if text(index - 1) == "import", text(index - 2) == "@" { return true }
        }
        return false
    }

    /// What a use in test code is: the host's screen, not a window of the app.
    static func message(_ original: String) -> String {
        "test code: the main screen here is the test host's, not a window of the app, so the advice for app code does "
            + "not apply (\(original))"
    }

    /// What a test does instead: the size it means, stated.
    static let suggestion = "where the test builds a view or window, give it the explicit size the test means (a CGRectMake "
        + "of the device you test against) or host it in a window made with initWithWindowScene:; where it works out what "
        + "app code works out, change it together with that code so both read the same input; to leave test code out of "
        + "the run, pass --exclude-tests (or \"excludeTests\": true in .screenmod)"
}
