import Migration

/// Where the command line writes: stdout for results, stderr for messages.
public struct Console: Sendable {
    /// Writes to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes to standard error.
    public var err: @Sendable (String) -> Void
    /// Whether standard output is a terminal (for colour and progress).
    public var outIsTerminal: Bool
    /// Whether standard error is a terminal.
    public var errIsTerminal: Bool
    /// Pushes out what `err` buffered, for a progress line that has no line break yet.
    public var flushErr: @Sendable () -> Void

    /// Creates a console from two writers.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                outIsTerminal: Bool = false, errIsTerminal: Bool = false,
                flushErr: @escaping @Sendable () -> Void = {}) {
        self.out = out
        self.err = err
        self.outIsTerminal = outIsTerminal
        self.errIsTerminal = errIsTerminal
        self.flushErr = flushErr
    }
}

/// Exit codes, as `--help` documents them.
public enum ExitCode {
    /// Nothing to do, or everything asked for was done.
    public static let success: Int32 = 0
    /// Work found in `--check` mode, or a file could not be processed or written.
    public static let failure: Int32 = 1
    /// The command line could not be understood (sysexits' EX_USAGE).
    public static let usage: Int32 = 64
}

/// The command line as a library call: arguments in, exit code out.
public enum CLI {
    /// Runs screenmod with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        // A run's engine starts on its rules before the process's context is read: the
        // environment and the processor count take about 0.7 ms of the main thread.
        let engine = EngineAdapter.builtIn
        let parsed = Result { () throws(CLIError) in try Arguments.parse(arguments) }
        warmUp(engine, for: parsed)
        return run(arguments, parsed, console: console, context: .current(engine: engine))
    }

    /// Runs screenmod with `arguments` in `context` and returns the exit code.
    public static func run(_ arguments: [String], console: Console, context: RunContext) -> Int32 {
        let parsed = Result { () throws(CLIError) in try Arguments.parse(arguments) }
        warmUp(context.engine, for: parsed)
        return run(arguments, parsed, console: console, context: context)
    }

    /// Starts building `engine` in the background when the invocation is a run, which needs it.
    private static func warmUp(_ engine: EngineAdapter, for parsed: Result<Invocation, CLIError>) {
        if case .success(let invocation) = parsed, invocation.command == .migrate { engine.warmUp?() }
    }

    private static func run(_ arguments: [String], _ parsed: Result<Invocation, CLIError>,
                            console: Console, context: RunContext) -> Int32 {
        let invocation: Invocation
        switch parsed {
        case .success(let parsed): invocation = parsed
        case .failure(let error): return usageError(error, subcommand: attemptedSubcommand(arguments), console: console)
        }
        if let mistake = Suggestion.misspelledSubcommand(arguments, invocation, cwd: context.currentDirectory) {
            return usageError(mistake, subcommand: attemptedSubcommand(arguments), console: console)
        }
        switch invocation.command {
        case .help(let sub):
            console.out(HelpText.page(sub))
            return ExitCode.success
        case .version:
            console.out(ToolInfo.version + "\n")
            return ExitCode.success
        case .completion(let shell):
            console.out(CompletionScript.render(shell))
            return ExitCode.success
        case .subcommand(let sub):
            return runSubcommand(sub, invocation, console: console, context: context)
        case .printConfig, .migrate:
            let resolved: ResolvedSettings
            do {
                resolved = try SettingsResolver.resolve(invocation, context: context)
            } catch {
                console.err("Error: \(error.message)\n")
                return error.ruleID == "usage" ? ExitCode.usage : ExitCode.failure
            }
            if invocation.command == .printConfig {
                console.out(PrintConfig.render(resolved))
                return ExitCode.success
            }
            let paths = invocation.paths.isEmpty ? ["."] : invocation.paths
            return Driver(settings: resolved.settings, context: context, console: console).run(paths)
        }
    }

    private static func runSubcommand(_ sub: Subcommand, _ invocation: Invocation,
                                      console: Console, context: RunContext) -> Int32 {
        switch sub {
        case .tokens:
            return TokensCommand.run(invocation.paths, console: console, directory: context.currentDirectory)
        case .explain, .rules, .rulesCheck, .rulesTest:
            let resolved: ResolvedSettings
            do {
                // `explain FILE:LINE` resolves from the file, as a run on that file would.
                var located = invocation
                located.paths = invocation.paths.map { ExplainCommand.Location($0)?.path ?? $0 }
                resolved = try SettingsResolver.resolve(located, context: context)
            } catch {
                console.err("Error: \(error.message)\n")
                return error.ruleID == "usage" ? ExitCode.usage : ExitCode.failure
            }
            let settings = resolved.settings, cwd = context.currentDirectory
            switch sub {
            case .rules: return RulesCommand.list(settings, markdown: invocation.options.markdown, console: console)
            case .rulesCheck: return RulesCommand.check(invocation.paths, settings: settings, console: console, cwd: cwd)
            case .rulesTest: return RulesCommand.test(invocation.paths, settings: settings, console: console, cwd: cwd)
            default:
                return ExplainCommand.run(invocation.paths, settings: settings, projectRoot: resolved.projectRoot,
                                          context: context, console: console)
            }
        case .batch, .batchMerge:
            return BatchCommand.run(sub, invocation, console: console, context: context)
        case .plan:
            return PlanCommand.run(invocation, console: console, context: context)
        }
    }

    private static func notImplemented(_ sub: Subcommand, console: Console) -> Int32 {
        console.err("screenmod \(sub.rawValue): not implemented yet\n")
        return ExitCode.failure
    }

    /// Prints `Error: …` and the usage line of the command that was attempted.
    private static func usageError(_ error: CLIError, subcommand: Subcommand?, console: Console) -> Int32 {
        console.err("Error: \(error.message)\n" + HelpText.usageError(subcommand))
        return ExitCode.usage
    }

    /// The subcommand named at the front of `arguments`, for choosing which usage line to print.
    private static func attemptedSubcommand(_ arguments: [String]) -> Subcommand? {
        let words = arguments.prefix(2)
        return Subcommand.allCases.reversed().first { words.starts(with: $0.words) }
    }
}

/// The tool's name, version and home page, as reports name it.
public enum ToolInfo {
    /// The program name.
    public static let name = "screenmod"
    /// The version `--version` prints, SARIF and batch commits record, and CHANGELOG.md's
    /// first entry names (a test holds them together); each release is tagged `v<version>`.
    public static let version = "0.2.0"
}
