import Testing
@testable import screenmodCLI

@Suite("Argument parsing")
struct ArgumentsTests {
    @Test func defaultsToMigrateWithNoPaths() throws {
        let invocation = try Arguments.parse([])
        #expect(invocation.command == .migrate)
        #expect(invocation.paths.isEmpty)
        #expect(invocation.options == OptionValues())
    }

    @Test func readsEveryOption() throws {
        let invocation = try Arguments.parse([
            "--write", "--format", "json", "--color=never", "--min-ios", "15.0", "--rules", "A", "--rules", "B",
            "--enable", "x", "--disable", "y", "--only", "z", "--only", "w", "--exclude", "**/Gen/**",
            "--jobs", "8", "--quiet", "--report-suppressed", "Sources", "Tests",
        ])
        let options = invocation.options
        #expect(options.write && !options.check)
        #expect(options.format == .json)
        #expect(options.color == .never)
        #expect(options.minIOS == 15)
        #expect(options.ruleDirectories == ["A", "B"])
        #expect(options.enable == ["x"] && options.disable == ["y"] && options.only == ["z", "w"])
        #expect(options.exclude == ["**/Gen/**"])
        #expect(options.jobs == 8 && options.quiet && options.reportSuppressed)
        #expect(invocation.paths == ["Sources", "Tests"])
    }

    @Test func doubleDashEndsOptions() throws {
        let invocation = try Arguments.parse(["--", "--write", "-h"])
        #expect(invocation.paths == ["--write", "-h"])
        #expect(!invocation.options.write)
    }

    @Test func recognisesSubcommands() throws {
        #expect(try Arguments.parse(["tokens", "a.swift"]).command == .subcommand(.tokens))
        #expect(try Arguments.parse(["explain", "a.swift:3"]).command == .subcommand(.explain))
        #expect(try Arguments.parse(["rules"]).command == .subcommand(.rules))
        #expect(try Arguments.parse(["rules", "check", "R"]).command == .subcommand(.rulesCheck))
        #expect(try Arguments.parse(["rules", "test"]).command == .subcommand(.rulesTest))
        #expect(try Arguments.parse(["batch", "repos"]).command == .subcommand(.batch))
        #expect(try Arguments.parse(["help", "rules", "check"]).command == .help(.rulesCheck))
        #expect(try Arguments.parse(["tokens", "-h"]).command == .help(.tokens))
        #expect(try Arguments.parse(["--version"]).command == .version)
        #expect(try Arguments.parse(["--print-config"]).command == .printConfig)
    }

    @Test(arguments: [
        (["--bogus"], "Unknown option '--bogus'"),
        (["--format"], "Missing value for '--format <format>'"),
        (["--format", "xml"], "The value 'xml' is invalid for '--format <format>'"),
        (["--jobs", "0"], "The value '0' is invalid for '--jobs <n>'"),
        (["--min-ios", "fifteen"], "The value 'fifteen' is invalid for '--min-ios <version>'"),
        (["--write", "--check"], "'--write' and '--check' cannot be used together."),
        (["--quiet=yes"], "The flag '--quiet' does not take a value."),
        (["tokens", "--write", "a.swift"], "Unknown option '--write'"),
        (["rules", "extra"], "Unexpected argument 'extra'"),
        (["help", "nonsense"], "Unknown subcommand 'nonsense'."),
    ])
    func rejectsBadArguments(arguments: [String], message: String) throws {
        let result = runCLI(arguments, in: "/")
        #expect(result.code == 64)
        #expect(result.out.isEmpty)
        #expect(result.err.hasPrefix("Error: \(message)"))
        #expect(result.err.contains("Usage: screenmod"))
    }

    @Test func usageErrorNamesTheSubcommand() {
        let result = runCLI(["rules", "check", "--write"], in: "/")
        #expect(result.err.contains("Usage: screenmod rules check [<options>] [<path> ...]"))
        #expect(result.err.contains("See 'screenmod help rules check'"))
    }

    @Test func subcommandsReportUnreadableInput() {
        for arguments in [["explain", "missing.swift:1"], ["tokens", "missing.swift"], ["rules", "check", "missing.rule"]] {
            let result = runCLI(arguments, in: "/")
            #expect(result.code == 1)
            #expect(result.err.contains("missing."))
        }
        #expect(runCLI(["explain", "no-line-number.swift"], in: "/").code == 64)
    }

    @Test func versionGoesToStdout() {
        let result = runCLI(["--version"], in: "/")
        #expect(result.code == 0)
        #expect(result.out == ToolInfo.version + "\n")
    }
}

@Suite("Help text")
struct HelpTextTests {
    @Test func rootHelpHasArgumentParserSections() {
        let result = runCLI(["--help"], in: "/")
        #expect(result.code == 0)
        #expect(result.err.isEmpty)
        let sections = ["OVERVIEW:", "USAGE: screenmod", "ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:", "EXIT CODES:"]
        var cursor = result.out.startIndex
        for section in sections {
            let found = result.out.range(of: section, range: cursor..<result.out.endIndex)
            #expect(found != nil, "missing or out of order: \(section)")
            if let found { cursor = found.upperBound }
        }
        #expect(runCLI(["-h"], in: "/").out == result.out)
        #expect(runCLI(["help"], in: "/").out == result.out)
    }

    @Test func everyOptionHasOneSentenceEndingWithAPeriod() {
        let page = HelpText.page(nil)
        for spec in optionTable where !spec.scope.isDisjoint(with: .root) {
            #expect(page.contains("  \(spec.label)"), "help lacks \(spec.label)")
            #expect(spec.help.hasSuffix("."), "\(spec.label)")
            #expect(spec.help.dropLast().split(separator: ". ").count == 1, "one sentence: \(spec.label)")
        }
        for line in page.split(separator: "\n") {
            #expect(line.count <= 80, "too wide: \(line)")
        }
    }

    @Test func documentsEveryExitCode() {
        let page = HelpText.page(nil)
        for code in ["  0 ", "  1 ", "  64 "] {
            #expect(page.contains(code))
        }
    }

    @Test func subcommandHelpListsOnlyItsOptions() {
        let tokens = runCLI(["help", "tokens"], in: "/").out
        #expect(tokens.hasPrefix("OVERVIEW: Print the tokens"))
        #expect(tokens.contains("USAGE: screenmod tokens <path> ..."))
        #expect(!tokens.contains("--write"))
        #expect(!tokens.contains("SUBCOMMANDS:"))
    }
}
