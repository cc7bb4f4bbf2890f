import Foundation
import Testing
import RuleLanguage
import Migration
@testable import screenmodCLI

/// The completion scripts offer rule ids and groups after `--enable`, `--disable` and `--only`,
/// and the subcommands wherever one may be typed, for every shell.
@Suite("Completion scripts")
struct CompletionScriptTests {
    /// The names the built-in rule set itself gives: the scripts must offer exactly these.
    private static let ruleNames: [String] = {
        let ruleSet = RuleSet.load(RuleSet.builtinFiles).ruleSet!
        return Set(ruleSet.rules.map(\.id) + ruleSet.groups + [MigrationEngine.unhandledRuleID]
            + OtherFileRule.all.map(\.id)).sorted()
    }()

    private static func script(_ shell: Shell) -> String {
        runCLI(["--generate-completion-script", shell.rawValue], in: "/").out
    }

    /// What bash's `_screenmod` puts in COMPREPLY for `words`, the last being the word completed,
    /// run in a folder holding the script and `Sources/A.swift`.
    private static func bash(_ words: [String], in folder: TemporaryFolder) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let probe = "source screenmod.bash; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); "
            + "_screenmod; printf '%s\\n' \"${COMPREPLY[@]}\""
        let output = try folder.shell(["bash", "--norc", "-c", probe]).1
        return output.split(separator: "\n").map(String.init).sorted()
    }

    private static func shellFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("screenmod.bash", script(.bash))
        try folder.write("Sources/A.swift", "let a = 1\n")
        return folder
    }

    @Test("bash offers the built-in rule ids and groups after --enable, --disable and --only")
    func bashRuleNames() throws {
        let folder = try Self.shellFolder()
        defer { folder.remove() }
        #expect(Self.ruleNames.contains("duo") && Self.ruleNames.contains("scale-uikit") && Self.ruleNames.contains("unhandled"))
        for option in ["--enable", "--disable", "--only"] {
            #expect(try Self.bash(["screenmod", option, ""], in: folder) == Self.ruleNames, "\(option)")
        }
        #expect(try Self.bash(["screenmod", "--disable", "du"], in: folder) == ["duo"])
        #expect(try Self.bash(["screenmod", "rules", "--only", "scale-ui"], in: folder) == ["scale-uikit"])
        #expect(try Self.bash(["screenmod", "--enable", "=", "scale-ui"], in: folder) == ["scale-uikit"])
        #expect(try Self.bash(["screenmod", "--enable", "="], in: folder) == Self.ruleNames)
    }

    @Test("bash offers subcommands where one may be typed, and paths only where paths go")
    func bashSubcommands() throws {
        let folder = try Self.shellFolder()
        defer { folder.remove() }
        #expect(try Self.bash(["screenmod", ""], in: folder) == ["Sources", "batch", "explain", "help", "plan", "rules", "screenmod.bash"])
        #expect(try Self.bash(["screenmod", "rules", ""], in: folder) == ["check", "test"])
        #expect(try Self.bash(["screenmod", "rules", "c"], in: folder) == ["check"])
        #expect(try Self.bash(["screenmod", "rules", "check", ""], in: folder) == ["Sources", "screenmod.bash"])
        #expect(try Self.bash(["screenmod", "rules", "check", "--"], in: folder) == ["--help", "--rules"])
        #expect(try Self.bash(["screenmod", "batch", "m"], in: folder) == ["merge"])
        #expect(try Self.bash(["screenmod", "batch", "merge", "--"], in: folder) == ["--help", "--out"])
        #expect(try Self.bash(["screenmod", "help", ""], in: folder) == ["batch", "explain", "plan", "rules"])
        #expect(try Self.bash(["screenmod", "help", "rules", ""], in: folder) == ["check", "test"])
        #expect(try Self.bash(["screenmod", "--check", ""], in: folder) == ["Sources", "screenmod.bash"])
    }

    @Test("zsh and fish name the rule ids after the rule options, and the second words", arguments: [Shell.zsh, .fish])
    func otherShellsText(_ shell: Shell) {
        let text = Self.script(shell)
        let names = Self.ruleNames.joined(separator: " ")
        if shell == .zsh {
            for option in ["--enable", "--disable", "--only"] {
                #expect(text.contains("'\(option)=:value:(\(names))'"), "\(option)")
            }
            #expect(text.contains("rules)\n            case $words[3] in\n"))
            #expect(text.contains("'1: :(rules)' '2: :(check test)'"))
            #expect(text.contains("'1: :(batch)' '2: :_alternative \"subcommands:subcommand:(merge)\" \"files:file:_files\"'"))
            #expect(text.contains("help)\n            arguments=('1: :(help)' '2: :(explain plan rules batch)')\n"))
            #expect(text.contains("rules) arguments+=('3: :(check test)') ;;"))
        } else {
            for option in ["enable", "disable", "only"] {
                #expect(text.contains("complete -c screenmod -l \(option) -x -a '\(names)'"), "\(option)")
            }
            #expect(text.contains("-n '__fish_seen_subcommand_from rules; and not __fish_seen_subcommand_from check test' -f -a 'check test'\n"))
            #expect(text.contains("-n '__fish_seen_subcommand_from batch; and not __fish_seen_subcommand_from merge' -a 'merge'\n"))
            #expect(text.contains("-n '__fish_seen_subcommand_from help; and not __fish_seen_subcommand_from explain plan rules batch' -f -a 'explain plan rules batch'\n"))
        }
    }

    @Test("fish, where installed, completes rule ids and rules' subcommands",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")))
    func fishRuns() throws {
        let folder = try Self.shellFolder()
        defer { folder.remove() }
        try folder.write("screenmod.fish", Self.script(.fish))
        func complete(_ line: String) throws -> [String] {
            let output = try folder.shell(["fish", "--no-config", "-c", "source screenmod.fish; complete -C '\(line)'"]).1
            return output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }.sorted()
        }
        #expect(try complete("screenmod --disable du") == ["duo"])
        #expect(try complete("screenmod rules ") == ["check", "test"])
        #expect(try complete("screenmod help ") == ["batch", "explain", "plan", "rules"])
    }

    @Test("zsh, where installed, parses the script", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")))
    func zshParses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("_screenmod", Self.script(.zsh))
        let (status, output) = try folder.shell(["zsh", "-n", "_screenmod"])
        #expect(status == 0, "\(output)")
    }
}
