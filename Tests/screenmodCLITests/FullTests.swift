import Foundation

/// SCREENMOD_FULL_TESTS=1 (.ci/run sets it) turns on the exhaustive sweeps a plain `swift test`
/// leaves out or cuts to a sample to stay quick; in this target: the kill-while-writing loop,
/// the 2 MB line through the command line, and twenty walks of a 6,000-file tree.
enum FullTests {
    /// Whether this test run is the full one.
    static let enabled = ProcessInfo.processInfo.environment["SCREENMOD_FULL_TESTS"] == "1"
}
