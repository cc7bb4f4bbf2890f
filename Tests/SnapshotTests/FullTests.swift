import Foundation

/// SCREENMOD_FULL_TESTS=1 (.ci/run sets it) turns on the exhaustive checks a plain `swift test`
/// leaves out to stay quick: here, every snapshot case type-checked alone as well as in batches.
enum FullTests {
    /// Whether this test run is the full one.
    static let enabled = ProcessInfo.processInfo.environment["SCREENMOD_FULL_TESTS"] == "1"
}
