import Foundation
import Testing
@testable import screenmodCLI

@Suite("Subprocess")
struct SubprocessTests {
    private let shell = "/bin/sh"

    @Test("collects both outputs and the exit status, with exactly the given environment")
    func outputsAndStatus() {
        let result = Subprocess.run(shell, ["-c", "printf out; printf err >&2; printf '%s' \"$ONLY\"; exit 3"],
                                    environment: ["ONLY": "-here"])
        #expect(result.status == 3)
        #expect(String(decoding: result.output, as: UTF8.self) == "out-here")
        #expect(String(decoding: result.errorOutput, as: UTF8.self) == "err")
    }

    @Test("large outputs on both streams do not stall the child")
    func largeOutputs() {
        // More than a pipe holds (64 KB) on each stream, written alternately.
        let script = "i=0; while [ $i -lt 2000 ]; do echo 0123456789012345678901234567890123456789012345678901234567890123; echo x >&2; i=$((i+1)); done; head -c 100000 /dev/zero >&2"
        let result = Subprocess.run(shell, ["-c", script], environment: [:])
        #expect(result.status == 0)
        #expect(result.output.count == 2000 * 65)
        #expect(result.errorOutput.count == 2000 * 2 + 100_000)
    }

    @Test("standard input comes from the given file, else from /dev/null")
    func input() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("in.txt", "fed\n")
        #expect(Subprocess.run(shell, ["-c", "cat"], environment: [:], inputPath: path).output == Array("fed\n".utf8))
        #expect(Subprocess.run(shell, ["-c", "cat"], environment: [:]).output.isEmpty)
    }

    @Test("a program that cannot start, and one killed by a signal")
    func failures() {
        let missing = Subprocess.run("/nonexistent/tool", [], environment: [:])
        #expect(missing.status == 127)
        #expect(String(decoding: missing.errorOutput, as: UTF8.self).contains("/nonexistent/tool"))
        #expect(Subprocess.run(shell, ["-c", "kill -9 $$"], environment: [:]).status == 128 + 9)
    }
}
