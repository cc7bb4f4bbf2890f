import Foundation
import Testing
@testable import screenmodCLI

/// Set in the child process: the folder it should rewrite.
private let childFolderVariable = "SCREENMOD_KILL_TEST_FOLDER"

/// Kills a child `screenmod --write` at random moments and checks that every file is either
/// fully old or fully new, and that the next run leaves no temporary file behind.
///
/// The child is this test bundle itself, re-run with only `childWrites` enabled, because that
/// is where the toy engine lives; the real executable gets the same check once the engine lands.
@Suite("Killed while writing", .serialized)
struct KillDuringWriteTests {
    private static let fileCount = 150

    private static func oldText(_ index: Int) -> String {
        "// file \(index)\n" + String(repeating: "let s\(index) = UIScreen.main.scale // padding to make writes bigger\n",
                                       count: 20 + index % 50)
    }

    private static func newText(_ index: Int) -> String {
        oldText(index).replacingOccurrences(of: "UIScreen.main.scale", with: "traitCollection.displayScale")
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[childFolderVariable] != nil))
    func childWrites() throws {
        let folder = try #require(ProcessInfo.processInfo.environment[childFolderVariable])
        _ = runCLI(["--write", "--quiet", "--jobs", "2", "."], in: folder)
    }

    /// Full run only (SCREENMOD_FULL_TESTS=1): six child runs killed at random moments.
    @Test("every file is old or new after a kill (full run only)", .enabled(if: FullTests.enabled))
    func everyFileIsOldOrNewAfterAKill() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundle = PathName.absolute(CommandLine.arguments[0], from: FileManager.default.currentDirectoryPath)
        let fullRun = try measureOneRun(folder, bundle: bundle)
        var mixedRuns = 0
        let kills = 6
        for _ in 0..<kills {
            try reset(folder)
            let child = try startChild(folder, bundle: bundle)
            // Start-up takes the first part of a run; aim most kills at reading and writing.
            let microseconds = fullRun * 1_000_000
            usleep(UInt32.random(in: UInt32(microseconds * 0.3)...UInt32(max(1, microseconds))))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            var newCount = 0
            for index in 0..<Self.fileCount {
                let text = folder.read("F\(index % 10)/File\(index).swift")
                #expect(text == Self.oldText(index) || text == Self.newText(index), "File\(index) is torn")
                if text == Self.newText(index) { newCount += 1 }
            }
            if newCount > 0 && newCount < Self.fileCount { mixedRuns += 1 }
        }
        // The next run finishes the job and sweeps up what the killed ones left behind.
        #expect(runCLI(["--write", "--quiet", "."], in: folder.path).code == 0)
        #expect(try temporaryFiles(folder).isEmpty)
        for index in 0..<Self.fileCount {
            #expect(folder.read("F\(index % 10)/File\(index).swift") == Self.newText(index))
        }
        print("kill test: \(mixedRuns) of \(kills) kills landed while files were being written")
    }

    private func reset(_ folder: TemporaryFolder) throws {
        for index in 0..<Self.fileCount {
            try folder.write("F\(index % 10)/File\(index).swift", Self.oldText(index))
        }
    }

    private func startChild(_ folder: TemporaryFolder, bundle: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bundle)
        process.arguments = ["--testing-library", "swift-testing", "--filter", "childWrites"]
        var environment = ProcessInfo.processInfo.environment
        environment[childFolderVariable] = folder.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Seconds one uninterrupted child run takes, so kills can be spread over its whole length.
    private func measureOneRun(_ folder: TemporaryFolder, bundle: String) throws -> Double {
        try reset(folder)
        let clock = ContinuousClock()
        let start = clock.now
        let child = try startChild(folder, bundle: bundle)
        child.waitUntilExit()
        let elapsed = clock.now - start
        #expect(folder.read("F1/File1.swift") == Self.newText(1), "the child did not run")
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private func temporaryFiles(_ folder: TemporaryFolder) throws -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return names.filter { $0.contains(SafeWriter.marker) }
    }
}
