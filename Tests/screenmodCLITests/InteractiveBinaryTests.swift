import Foundation
import Testing
@testable import screenmodCLI

/// The built `screenmod` under a real pseudo-terminal: its standard input is what it asks on.
@Suite("Interactive review, built binary")
struct InteractiveBinaryTests {
    private static let view = """
        import UIKit

        final class BadgeView: UIView {
            private let label = UILabel()

            override func didMoveToSuperview() {
                super.didMoveToSuperview()
                addSubview(label)
            }

            override func layoutSubviews() {
                super.layoutSubviews()
                label.frame.size.width = UIScreen.main.bounds.width / 2
            }
        }

        """

    /// The `screenmod` built next to the test bundle (`swift build` builds both).
    private static var binary: URL {
        get throws {
            let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            for folder in [products, products.deletingLastPathComponent()] {
                let candidate = folder.appendingPathComponent("screenmod")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let built = root.appendingPathComponent(".build/debug/screenmod")
            try #require(FileManager.default.isExecutableFile(atPath: built.path), "run swift build first")
            return built
        }
    }

    /// Runs the binary in `folder` with stdin, stdout and stderr on a new pseudo-terminal into
    /// which `typed` was written; returns the exit status and everything the terminal showed.
    private func runOnTerminal(_ arguments: [String], in folder: String, typed: [UInt8]) throws -> (Int32, String) {
        var main: Int32 = -1, secondary: Int32 = -1
        guard openpty(&main, &secondary, nil, nil, nil) == 0 else { throw POSIXError(.ENOTTY) }
        defer { close(main) }
        _ = write(main, typed, typed.count)
        let process = Process()
        process.executableURL = try Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let terminal = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        (process.standardInput, process.standardOutput, process.standardError) = (terminal, terminal, terminal)
        try process.run()
        // Once the child holds the only copy, its exit ends the reads below.
        close(secondary)
        var shown: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(main, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            shown += buffer[0..<count]
        }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: shown, as: UTF8.self))
    }

    @Test("y on a file's safe edits writes what --write writes; Ctrl-D then ends the review")
    func answersOnItsTerminal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Asked/BadgeView.swift", Self.view)
        try folder.write("Written/BadgeView.swift", Self.view)
        let (code, shown) = try runOnTerminal(["-i", "--color", "never", "--quiet", "Asked"], in: folder.path,
                                              typed: Array("y\n".utf8) + [0x04])
        #expect(code == 0, "\(shown)")
        #expect(shown.contains("Apply these safe edits [y,n,a,d,q,?]? "))
        let process = Process()
        process.executableURL = try Self.binary
        process.arguments = ["--write", "--quiet", "Written"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(folder.read("Written/BadgeView.swift") != Self.view)
        #expect(folder.bytes("Asked/BadgeView.swift") == folder.bytes("Written/BadgeView.swift"))
    }

    @Test("with standard input not a terminal, -i exits 64 before reading anything")
    func noTerminal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("BadgeView.swift", Self.view)
        let process = Process()
        process.executableURL = try Self.binary
        process.arguments = ["-i", "BadgeView.swift"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64)
        #expect(text.hasPrefix("Error: '--interactive' asks on the terminal"))
        #expect(folder.read("BadgeView.swift") == Self.view)
    }
}
