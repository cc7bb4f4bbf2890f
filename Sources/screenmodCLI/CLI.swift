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

    /// Creates a console from two writers.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
                outIsTerminal: Bool = false, errIsTerminal: Bool = false) {
        self.out = out
        self.err = err
        self.outIsTerminal = outIsTerminal
        self.errIsTerminal = errIsTerminal
    }
}

/// The command line as a library call: arguments in, exit code out.
public enum CLI {
    /// Runs screenmod with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        console.err("screenmod: not implemented yet\n")
        return 1
    }
}
