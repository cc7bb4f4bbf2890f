import Foundation

/// SCREENMOD_FULL_TESTS=1 (.ci/run sets it) turns on the exhaustive sweeps a plain `swift test`
/// leaves out or cuts to a sample to stay quick; in this target: all 20,000 mutated lexer inputs.
enum FullTests {
    /// Whether this test run is the full one.
    static let enabled = ProcessInfo.processInfo.environment["SCREENMOD_FULL_TESTS"] == "1"
}
