/// Parses a command line by hand, following swift-argument-parser's conventions.
enum Arguments {
    /// Parses `arguments` (without the program name) into an invocation.
    static func parse(_ arguments: [String]) throws(CLIError) -> Invocation {
        var rest = arguments[...]
        if rest.first == "help" {
            rest.removeFirst()
            let words = Array(rest)
            if words.isEmpty { return Invocation(command: .help(nil)) }
            guard let sub = Subcommand.allCases.first(where: { $0.words == words }) else {
                let name = words.joined(separator: " ")
                let guess = Suggestion.clause(name, among: Subcommand.allCases.filter { !$0.isHidden }.map(\.rawValue))
                throw .usage("Unknown subcommand '\(name)'" + (guess.isEmpty ? "." : guess))
            }
            return Invocation(command: .help(sub))
        }
        let sub = subcommand(consuming: &rest)
        var invocation = Invocation()
        try parseOptions(rest, scope: OptionScope.of(sub), into: &invocation)
        invocation.command = try command(for: sub, invocation)
        return invocation
    }

    /// Removes and returns the subcommand at the front of `rest`, if there is one.
    private static func subcommand(consuming rest: inout ArraySlice<String>) -> Subcommand? {
        guard let first = rest.first else { return nil }
        switch first {
        case "tokens": rest.removeFirst(); return .tokens
        case "explain": rest.removeFirst(); return .explain
        case "plan": rest.removeFirst(); return .plan
        case "batch":
            rest.removeFirst()
            guard rest.first == "merge" else { return .batch }
            rest.removeFirst()
            return .batchMerge
        case "rules":
            rest.removeFirst()
            switch rest.first {
            case "check": rest.removeFirst(); return .rulesCheck
            case "test": rest.removeFirst(); return .rulesTest
            default: return .rules
            }
        default: return nil
        }
    }

    /// Reads options and positional arguments; `--` ends the options.
    private static func parseOptions(_ arguments: ArraySlice<String>, scope: OptionScope,
                                     into invocation: inout Invocation) throws(CLIError) {
        var index = arguments.startIndex
        var optionsEnded = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                invocation.paths.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            let accepted = optionTable.filter { !$0.scope.isDisjoint(with: scope) }
            guard let spec = accepted.first(where: { $0.names.contains(name) }) else {
                throw .usage("Unknown option '\(name)'" + Suggestion.clause(name, among: accepted.flatMap(\.names)))
            }
            var value = ""
            if spec.value != nil {
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.endIndex {
                    value = arguments[index]
                    index += 1
                } else {
                    throw .usage("Missing value for '\(spec.quoted)'")
                }
            } else if inlineValue != nil {
                throw .usage("The flag '\(name)' does not take a value.")
            }
            try spec.apply(&invocation.options, value)
        }
    }

    /// Splits `--name=value` into its name and value.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Decides the command once every option is known, rejecting combinations that make no sense.
    private static func command(for sub: Subcommand?, _ invocation: Invocation) throws(CLIError) -> Command {
        let options = invocation.options
        if options.help { return .help(sub) }
        if let sub {
            if sub == .rules, let extra = invocation.paths.first {
                throw .usage("Unexpected argument '\(extra)'"
                    + Suggestion.clause(extra, among: Subcommand.secondWords(after: "rules")))
            }
            if sub == .tokens, invocation.paths.isEmpty {
                throw .usage("Missing expected argument '<path> ...'")
            }
            if options.write && options.check {
                throw .usage("'--write' and '--check' cannot be used together.")
            }
            if sub == .batch || sub == .batchMerge { try BatchOptionValues.validate(sub, invocation) }
            return .subcommand(sub)
        }
        if options.version { return .version }
        if let shell = options.completionShell { return .completion(shell) }
        if options.write && options.check {
            throw .usage("'--write' and '--check' cannot be used together.")
        }
        if options.writeBaseline != nil, options.write || options.check {
            throw .usage("'--write-baseline' records what a dry run finds; it cannot be used with '--write' or '--check'.")
        }
        try checkSuggestedFixes(options)
        return options.printConfig ? .printConfig : .migrate
    }

    /// Refuses `--suggested` and `--interactive` where they make no sense: `--check` counts the
    /// work left and a baseline records findings, so neither may take fixes as edits.
    private static func checkSuggestedFixes(_ options: OptionValues) throws(CLIError) {
        for (flag, given) in [("--interactive", options.interactive), ("--suggested", options.suggested)] where given {
            if options.check {
                throw .usage("'\(flag)' cannot be used with '--check', which changes nothing and counts each fix's finding as work left.")
            }
            if options.writeBaseline != nil {
                throw .usage("'\(flag)' cannot be used with '--write-baseline', which records what a dry run finds.")
            }
        }
    }
}

extension OptionScope {
    /// The options `sub` accepts (the root command when nil).
    static func of(_ sub: Subcommand?) -> OptionScope {
        switch sub {
        case nil: return .root
        case .tokens: return .tokens
        case .explain: return .explain
        case .plan: return .plan
        case .rules: return .rulesList
        case .rulesCheck, .rulesTest: return .ruleFiles
        case .batch: return .batch
        case .batchMerge: return .batchMerge
        }
    }
}
