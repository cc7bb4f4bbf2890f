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

    @Test func anUnknownShellIsAUsageError() {
        #expect(runCLI(["--generate-completion-script", "tcsh"], in: "/").code == ExitCode.usage)
    }
}
