import Foundation
import SwiftLexer
import SourceModel
import Migration

/// Seconds of one run of `body`.
func seconds(_ body: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// Measures the source model over every file (lex + structure), and the project index the
/// way screenmod builds it: seeds are the files that mention UIScreen, and only files that
/// declare a missing supertype are lexed besides them.
func benchmarkModel(directory: String) {
    let paths = swiftPaths(under: directory)
    let files = paths.compactMap { path in
        FileManager.default.contents(atPath: path).map { ProjectFile(path: path, bytes: [UInt8]($0)) }
    }
    let megabytes = Double(files.reduce(0) { $0 + $1.bytes.count }) / 1_000_000
    var scopes = 0
    let model = seconds {
        for file in files { scopes += SourceModel(file: SyntaxFile(path: file.path, source: file.source)).scopes.count }
    }
    print(String(format: "model: %.1f MB/s, %.0f files/s over all %d files (%d scopes)",
                 megabytes / model, Double(files.count) / model, files.count, scopes))
    var seedCount = 0
    var lexed = 0
    let index = seconds {
        let seeds = files.filter { ByteScan.containsWord($0.bytes, "UIScreen") }
            .map { SourceModel(file: SyntaxFile(path: $0.path, source: $0.source)) }
        seedCount = seeds.count
        lexed = TypeIndex.build(seeds: seeds, project: files, catalog: UIKitCatalog.standard).lexed
    }
    print(String(format: "index: %.1f MB/s, %.0f files/s (%d files mention UIScreen, %d more lexed for supertypes, %.3f s)",
                 megabytes / index, Double(files.count) / index, seedCount, lexed, index))
}
