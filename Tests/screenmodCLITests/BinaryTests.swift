import Foundation
import Testing
@testable import screenmodCLI

/// The built `screenmod` executable, next to the test bundle in the build folder.
private let binary: String? = {
    let bundle = PathName.absolute(CommandLine.arguments[0], from: FileManager.default.currentDirectoryPath)
    var folder = PathName.directory(of: bundle)
    for _ in 0..<3 {
        if FileManager.default.isExecutableFile(atPath: folder + "/screenmod") { return folder + "/screenmod" }
        folder = PathName.directory(of: folder)
    }
    return nil
}()

@Suite("The built executable")
struct BinaryTests {
    private func run(_ arguments: [String], in folder: String) throws -> (code: Int32, out: String, err: String) {
        let path = try #require(binary, "build the screenmod executable first (swift build)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test func helpGoesToStdoutAndExitsZero() throws {
        let result = try run(["--help"], in: "/")
        #expect(result.code == 0)
        #expect(result.out.hasPrefix("OVERVIEW: "))
        #expect(result.err.isEmpty)
    }

    @Test func badArgumentExitsSixtyFourWithUsageOnStderr() throws {
        let result = try run(["--frobnicate"], in: "/")
        #expect(result.code == 64)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix("Error: Unknown option '--frobnicate'\nUsage: screenmod"))
    }

    @Test func aMissingPathExitsOneAndTheRestIsScanned() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A.swift", "let x = 1\n")
        let result = try run(["missing.swift", "A.swift", "--format", "json"], in: folder.path)
        #expect(result.code == 1)
        let summary = parseJSON(result.out)?["summary"] as? [String: Any]
        #expect(summary?["filesScanned"] as? Int == 1)
        #expect(summary?["errors"] as? Int == 1)
        #expect(result.err.contains("1 file scanned"))
    }
}
