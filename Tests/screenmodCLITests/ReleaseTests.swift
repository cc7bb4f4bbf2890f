import Foundation
import Testing
@testable import screenmodCLI

/// What a team installs: one version, completion scripts, a help page without developer tools.
@Suite("Release")
struct ReleaseTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("CHANGELOG.md's first numbered entry is the version the binary reports")
    func changelogNamesTheVersion() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // "## Unreleased" gathers the changes made since; the entry below it is the version.
        let first = try #require(text.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" })
        #expect(first.hasPrefix("## \(ToolInfo.version) "), "\(first)")
        #expect(runCLI(["--version"], in: "/").out == ToolInfo.version + "\n")
    }

    @Test("tokens still runs but help and completion leave it out")
    func tokensIsHidden() {
        let help = runCLI(["--help"], in: "/").out
        #expect(!help.contains("tokens"))
        #expect(help.contains("  explain "))
        #expect(!runCLI(["--generate-completion-script", "bash"], in: "/").out.contains("tokens"))
        #expect(runCLI(["help", "tokens"], in: "/").code == 0)
    }

    @Test("the bash script parses and completes subcommands, options and their values")
    func bashCompletion() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let script = runCLI(["--generate-completion-script", "bash"], in: "/")
        #expect(script.code == 0)
        try folder.write("screenmod.bash", script.out)
        func complete(_ words: [String]) throws -> String {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let probe = "source screenmod.bash; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); "
                + "_screenmod; echo \"${COMPREPLY[*]}\""
            return try folder.shell(["bash", "--norc", "-c", probe]).1
        }
        #expect(try complete(["screenmod", "--format", ""]) == "diff xcode json sarif github\n")
        #expect(try complete(["screenmod", "ru"]) == "rules\n")
        #expect(try complete(["screenmod", "--write-b"]) == "--write-baseline\n")
        #expect(try complete(["screenmod", "rules", "--f"]) == "--format\n")
        #expect(try complete(["screenmod", "explain", "--f"]) == "\n")
    }

    @Test("zsh and fish scripts name every root option", arguments: [Shell.zsh, .fish])
    func otherShells(_ shell: Shell) {
        let script = runCLI(["--generate-completion-script", shell.rawValue], in: "/").out
        for option in optionTable where option.scope.contains(.root) {
            let name = shell == .fish ? "-l \(option.names[0].dropFirst(2))" : "'\(option.names[0])"
            #expect(script.contains(name), "\(option.names[0])")
        }
    }

    /// Runs Scripts/install into `folder/prefix` with stand-ins for `swift` (whose build prints the
    /// static link's warnings, and fails when `fails`) and `strip` first on PATH.
    private static func install(in folder: TemporaryFolder, fails: Bool) throws -> (Int32, String) {
        try folder.write("stub/swift", """
            #!/bin/sh
            case " $* " in *" --show-bin-path "*) echo "\(folder.path)/built"; exit 0 ;; esac
            i=0; while [ $i -lt 17 ]; do i=$((i + 1))
              echo "warning: Using 'dlopen' in statically linked applications requires at runtime the shared libraries" >&2
            done
            \(fails ? "echo 'error: the compiler stopped' >&2; exit 1" : "exit 0")

            """)
        try folder.write("stub/strip", "#!/bin/sh\nexit 0\n")
        try folder.write("built/screenmod", "#!/bin/sh\necho \(ToolInfo.version)\n")
        for file in ["stub/swift", "stub/strip", "built/screenmod"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path + "/" + file)
        }
        let path = folder.path + "/stub:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try folder.shell(["PATH=\(path)", "TMPDIR=\(folder.path)", "sh",
                                 Self.root.appendingPathComponent("Scripts/install").path, folder.path + "/prefix"])
    }

    @Test("install shows the build's output only when the build fails")
    func installIsQuietUnlessTheBuildFails() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (status, output) = try Self.install(in: folder, fails: false)
        #expect(status == 0, "\(output)")
        #expect(!output.contains("dlopen"), "\(output)")
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Building screenmod in release mode (a few minutes the first time)...")
        #expect(lines.contains("Installed screenmod \(ToolInfo.version) at \(folder.path)/prefix/bin/screenmod (0 MB)."), "\(output)")
        #if os(Linux)
        #expect(lines.contains("Built one static executable: it runs without a Swift toolchain (see Scripts/release-flags)."))
        #endif
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("screenmod-install.") }.isEmpty,
                "the build log is removed")

        let failed = try TemporaryFolder()
        defer { failed.remove() }
        let (failedStatus, failedOutput) = try Self.install(in: failed, fails: true)
        #expect(failedStatus == 1)
        #expect(failedOutput.components(separatedBy: "Using 'dlopen'").count == 18, "all 17 warnings: \(failedOutput)")
        #expect(failedOutput.contains("error: the compiler stopped\ninstall: the build failed (its output is above); nothing was installed.\n"))
        #expect(!FileManager.default.fileExists(atPath: failed.path + "/prefix/bin/screenmod"))
    }

    @Test func anUnknownShellIsAUsageError() {
        #expect(runCLI(["--generate-completion-script", "tcsh"], in: "/").code == ExitCode.usage)
    }
}
