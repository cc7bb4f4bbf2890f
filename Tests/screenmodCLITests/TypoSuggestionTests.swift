import Foundation
import Testing
@testable import screenmodCLI

/// A mistyped option, rule id, group or subcommand gets the nearest spelling, as a mistyped id in
/// a `screenmod:disable` comment does, and still exits 64 with a usage line.
@Suite("Typos get a suggestion")
struct TypoSuggestionTests {
    @Test("the command line suggests the nearest option, rule id, group and subcommand", arguments: [
        (["--wirte"], "Unknown option '--wirte'; did you mean '--write'?"),
        (["--wirte-baseline", "b.json"], "Unknown option '--wirte-baseline'; did you mean '--write-baseline'?"),
        (["rules", "--fromat", "json"], "Unknown option '--fromat'; did you mean '--format'?"),
        (["--disable", "scale-uikt", "A.swift"],
         "Unknown rule id 'scale-uikt' after '--disable'; did you mean 'scale-uikit'? `screenmod rules` lists the rule ids and groups."),
        (["--enable", "dou", "A.swift"], "Unknown rule id 'dou' after '--enable'; did you mean 'duo'?"),
        (["--only", "no-contaner", "A.swift"], "Unknown rule id 'no-contaner' after '--only'; did you mean 'no-container'?"),
        (["rules", "--disable", "unhandeld"], "Unknown rule id 'unhandeld' after '--disable'; did you mean 'unhandled'?"),
        (["rulse"], "'rulse' is neither a subcommand of 'screenmod' nor a file or folder; did you mean 'rules'?"),
        (["expalin", "A.swift:1"], "'expalin' is neither a subcommand of 'screenmod' nor a file or folder; did you mean 'explain'?"),
        (["hlep"], "'hlep' is neither a subcommand of 'screenmod' nor a file or folder; did you mean 'help'?"),
        (["batch", "merg", "out1"], "'merg' is neither a subcommand of 'screenmod batch' nor a file or folder; did you mean 'merge'?"),
        (["rules", "chek"], "Unexpected argument 'chek'; did you mean 'check'?"),
        (["help", "rules", "tset"], "Unknown subcommand 'rules tset'; did you mean 'rules test'?"),
    ])
    func suggests(_ arguments: [String], _ message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A.swift", "let a = 1\n")
        let result = runCLI(arguments, in: folder.path, engine: .builtIn)
        #expect(result.code == ExitCode.usage)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix("Error: \(message)"), "\(result.err)")
        #expect(result.err.contains("Usage: screenmod"))
    }

    @Test("a name far from every candidate gets no guess", arguments: [
        (["--foo"], "Error: Unknown option '--foo'\n"),
        (["--enable", "nosuch", "A.swift"],
         "Error: Unknown rule id 'nosuch' after '--enable'. `screenmod rules` lists the rule ids and groups.\n"),
        (["help", "nonsense"], "Error: Unknown subcommand 'nonsense'.\n"),
        (["rules", "extra"], "Error: Unexpected argument 'extra'\n"),
    ])
    func noGuess(_ arguments: [String], _ firstLine: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("A.swift", "let a = 1\n")
        let result = runCLI(arguments, in: folder.path, engine: .builtIn)
        #expect(result.code == ExitCode.usage)
        #expect(result.err.hasPrefix(firstLine), "\(result.err)")
    }

    @Test("a word spelled like a subcommand that names a file or folder is migrated as a path")
    func anExistingPathIsNoSubcommand() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("rule/A.swift", "let s = UIScreen.main.scale\n")
        let result = runCLI(["rule"], in: folder.path)
        #expect(result.code == ExitCode.success, "\(result.err)")
        #expect(result.out.contains("+++ b/rule/A.swift"))
    }

    @Test("a mistyped rule id in .screenmod names the file and the nearest id")
    func configSuggests() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".screenmod", #"{"disable": ["scale-uikt"]}"#)
        try folder.write("A.swift", "let a = 1\n")
        let result = runCLI(["A.swift"], in: folder.path, engine: .builtIn)
        #expect(result.code == ExitCode.failure)
        #expect(result.err.hasPrefix("Error: \(folder.path)/.screenmod: names 'scale-uikt', which is not a rule id or group "
            + "(did you mean 'scale-uikit'? `screenmod rules` lists them). Fix the file or remove it.\n"), "\(result.err)")
    }
}
