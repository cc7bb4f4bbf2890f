import SourceModel

/// Which files are test code: the main screen there is the test host's, by design, and the
/// advice is the test's (a fixed size, or excluding the folder), not the app's.
enum TestCode {
    /// Whether `file` is test code: it imports XCTest, Swift Testing or a library only a test
    /// bundle links (snapshot testing, Quick, Nimble), names a type only those libraries declare
    /// (`XCUIApplication`, `FBSnapshotTestCase`, in a test bundle that imports them through its
    /// bridging header), or imports a module `@testable` without being an app's entry point
    /// (`@main`, `@UIApplicationMain`).
    static func contains(_ file: SyntaxFile) -> Bool {
        for index in file.identifierTokens(spelled: testTypes + modules) {
            if let before = file.previous(before: index), file.keyword(before, "import") { return true }
            if testTypes.contains(file.text(index)) { return true }
        }
        // An app's entry point (a demo app importing its feature `@testable`) is an app, not a test.
        guard hasAttribute("@testable", in: file) else { return false }
        return !hasAttribute("@main", in: file) && !hasAttribute("@UIApplicationMain", in: file)
    }

    /// Whether `file` spells the attribute `name` (`@testable`) as an attribute, not in a comment or string.
    private static func hasAttribute(_ name: String, in file: SyntaxFile) -> Bool {
        ByteScan.occurrences(of: Array(name.utf8), in: file.source.bytes).contains { offset in
            let index = file.tokenIndex(at: offset)
            return file.tokens[index].offset == offset && file.tokens[index].kind == .attribute && file.text(index) == name
        }
    }

    /// Types that only test libraries declare.
    private static let testTypes: [String] = ["XCUIApplication", "XCTestCase", "XCTestExpectation", "FBSnapshotTestCase", "QuickSpec"]

    /// Modules that only test bundles import.
    private static let modules = ["XCTest", "Testing", "SnapshotTesting", "FBSnapshotTestCase", "iOSSnapshotTestCase",
                                  "Quick", "Nimble"]
}
