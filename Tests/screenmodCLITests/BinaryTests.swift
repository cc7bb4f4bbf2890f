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

    /// Two files, each with a rewrite (in `layoutSubviews`) and a finding (a static property).
    private func writeTwoViews(in folder: TemporaryFolder) throws {
        for name in ["A", "B"] {
            try folder.write("\(name).swift", """
                import UIKit
                final class \(name)View: UIView {
                    static let side = UIScreen.main.bounds.width
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        label.frame.size.width = UIScreen.main.bounds.width
                    }
                }

                """)
        }
    }

    /// On a terminal stdout and stderr meet: each file's hunk must come before its findings and
    /// no finding may land inside a diff line (stdout is buffered, stderr is not).
    @Test func aTerminalSeesEachHunkBeforeItsFindings() throws {
        let path = try #require(binary, "build the screenmod executable first (swift build)")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try writeTwoViews(in: folder)
        #if os(Linux)
        let command = ["script", "-qec", "'\(path)' --color never A.swift B.swift", "/dev/null"]
        #else
        let command = ["script", "-q", "/dev/null", path, "--color", "never", "A.swift", "B.swift"]
        #endif
        let (_, output) = try folder.shell(command)
        let lines = output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
        func first(_ prefix: String) -> Int { lines.firstIndex { $0.hasPrefix(prefix) } ?? -1 }
        let order = [first("--- a/A.swift"), first("A.swift:3:"), first("--- a/B.swift"), first("B.swift:3:"),
                     first("screenmod: 2 files scanned")]
        #expect(!order.contains(-1), "\(output)")
        #expect(order == order.sorted(), "\(output)")
        // A finding that interrupted a diff line would not start its line.
        #expect(lines.filter { $0.contains(": warning: ") }.allSatisfy { $0.hasPrefix("A.swift:") || $0.hasPrefix("B.swift:") })
    }

    /// A report that could not be written (a full disk) must not end as a success.
    @Test func aFailedWriteToStdoutExitsOne() throws {
        let path = try #require(binary, "build the screenmod executable first (swift build)")
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try writeTwoViews(in: folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--format", "json", "--quiet", "."]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        let err = Pipe()
        process.standardOutput = full
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message.hasPrefix("Error: could not write the results to standard output (No space left on device)"))
    }
}
