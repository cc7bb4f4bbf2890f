import Foundation
import Testing
@testable import SwiftLexer

/// The package root, found from this file's path (Tests/SwiftLexerTests/RoundTripTests.swift).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every `.swift` file under the given folders of the package, sorted by path.
func swiftFiles(under folders: [String]) -> [URL] {
    var files: [URL] = []
    for folder in folders {
        let url = packageRoot.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
            continue
        }
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            files.append(file)
        }
    }
    return files.sorted { $0.path < $1.path }
}

/// The fixture files the mutation test starts from.
func fixtureBytes() -> [[UInt8]] {
    swiftFiles(under: ["Tests/Fixtures"]).compactMap { try? [UInt8](Data(contentsOf: $0)) }
}

@Test func fixturesExist() {
    #expect(swiftFiles(under: ["Tests/Fixtures"]).count >= 5)
}

/// Joined token texts give back every file byte for byte; valid files have no error token.
/// A file whose path contains "invalid" may hold error tokens on purpose.
@Test func everyFixtureSnapshotAndExampleRoundTrips() throws {
    let files = swiftFiles(under: ["Tests/Fixtures", "Snapshots", "Examples"])
    for file in files {
        let bytes = try [UInt8](Data(contentsOf: file))
        let source = SourceText(bytes: bytes)
        let (tokens, diagnostics) = Lexer.tokenize(source)
        #expect(coverageProblem(tokens, byteCount: bytes.count) == nil, "\(file.path)")
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        for token in tokens { joined += bytes[token.range] }
        #expect(joined == bytes, "\(file.path)")
        if !file.path.lowercased().contains("invalid") {
            let first = diagnostics.first.map { d -> String in
                let (line, column) = source.location(of: d.offset)
                return "\(file.lastPathComponent):\(line):\(column): \(d.message)"
            }
            #expect(first == nil)
            #expect(!tokens.contains { $0.kind == .error }, "\(file.path)")
        }
    }
}

/// A rule matching `UIScreen . main` sees it in code and interpolations, never in text or comments.
@Test func screenUsesAreCodeOnlyWhereTheyAreCode() throws {
    let file = packageRoot.appendingPathComponent("Tests/Fixtures/ScreenUsesViewController.swift")
    let source = SourceText(bytes: try [UInt8](Data(contentsOf: file)))
    let significant = Lexer.tokenize(source).tokens.filter { !$0.kind.isTrivia }
    var uses = 0
    for index in 0..<(significant.count - 2)
    where significant[index].kind == .identifier && source.token(significant[index], is: "UIScreen")
        && source.token(significant[index + 1], is: ".") && source.token(significant[index + 2], is: "main") {
        uses += 1
    }
    // Five in code (one inside an interpolation); the comment and the string text do not count.
    #expect(uses == 5)
}
