// screenmod-bench: measures the lexer's, the source model's and the project index's throughput
// over a directory of Swift files, or
// generates a deterministic corpus of realistic Swift to measure it on.
//
//   screenmod-bench DIR [--iterations N]
//   screenmod-bench generate DIR [--megabytes N]
//   screenmod-bench check DIR...     (lossless? which files have error tokens?)
import Foundation
import SwiftLexer

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(64)
}

func option(_ name: String, in arguments: [String], default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name) else { return value }
    guard index + 1 < arguments.count, let number = Int(arguments[index + 1]), number > 0 else {
        fail("\(name) needs a positive number")
    }
    return number
}

/// The paths of every `.swift` file under `directory`, in a stable order.
func swiftPaths(under directory: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
        fail("\(directory): cannot list the directory")
    }
    var paths: [String] = []
    while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(".swift") { paths.append(directory + "/" + relative) }
    }
    return paths.sorted()
}

/// Every `.swift` file under `directory`, read into memory, in a stable order.
func readSwiftFiles(under directory: String) -> [[UInt8]] {
    swiftPaths(under: directory).compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
}

func benchmark(directory: String, iterations: Int) {
    let sources = readSwiftFiles(under: directory).map(SourceText.init(bytes:))
    guard !sources.isEmpty else { fail("\(directory): no .swift files") }
    let totalBytes = sources.reduce(0) { $0 + $1.bytes.count }
    var tokenCount = 0
    var errorCount = 0
    // One warm-up pass, not timed, also counts tokens and checks losslessness.
    for source in sources {
        let tokens = Lexer.tokenize(source).tokens
        tokenCount += tokens.count
        errorCount += tokens.filter { $0.kind == .error }.count
        let covered = tokens.reduce(0) { $0 + $1.length }
        if covered != source.bytes.count { fail("lexer lost bytes: \(covered) of \(source.bytes.count)") }
    }
    var best = Double.infinity
    var total = 0.0
    for _ in 0..<iterations {
        let clock = ContinuousClock()
        var sink = 0
        let elapsed = clock.measure {
            for source in sources { sink &+= Lexer.tokenize(source).tokens.count }
        }
        if sink != tokenCount { fail("token count changed between runs") }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        best = min(best, seconds)
        total += seconds
    }
    let megabytes = Double(totalBytes) / 1_000_000
    let mean = total / Double(iterations)
    print("files: \(sources.count), bytes: \(totalBytes), tokens: \(tokenCount), error tokens: \(errorCount)")
    print(String(format: "best: %.1f MB/s, %.1f M tokens/s (%.3f s a pass)",
                 megabytes / best, Double(tokenCount) / best / 1e6, best))
    print(String(format: "mean: %.1f MB/s over %d passes", megabytes / mean, iterations))
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "check" {
    exit(check(directories: Array(arguments.dropFirst())))
} else if arguments.first == "generate" {
    guard arguments.count >= 2 else { fail("usage: screenmod-bench generate DIR [--megabytes N]") }
    let megabytes = option("--megabytes", in: arguments, default: 50)
    var generator = CorpusGenerator(seed: 2024)
    let written = generator.write(to: arguments[1], megabytes: megabytes)
    print("wrote \(written.files) files, \(written.bytes) bytes to \(arguments[1])")
} else {
    guard let directory = arguments.first, !directory.hasPrefix("-") else {
        fail("usage: screenmod-bench DIR [--iterations N] | screenmod-bench generate DIR [--megabytes N]")
    }
    benchmark(directory: directory, iterations: option("--iterations", in: arguments, default: 5))
    benchmarkModel(directory: directory)
}
