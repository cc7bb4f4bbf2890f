import Foundation

/// SCREENMOD_FULL_TESTS=1 (.ci/run sets it) turns on the exhaustive sweeps a plain `swift test`
/// leaves out or cuts to a sample to stay quick; in this target: the 2 MB file, the
/// 200,000-element line, all ten word-table seeds, 1,500 mutation rounds, and the deep-nesting
/// shapes 10,000 levels deep on a 512 KB stack and on the test thread (2,500 on 128 KB otherwise).
enum FullTests {
    /// Whether this test run is the full one.
    static let enabled = ProcessInfo.processInfo.environment["SCREENMOD_FULL_TESTS"] == "1"
}
