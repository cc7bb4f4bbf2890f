#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines a person types on a terminal, read one at a time.
///
/// Bytes are read one by one, never ahead: what is typed after an answer stays for the next
/// question, whatever the terminal's mode.
struct TerminalAnswers {
    /// The descriptor read from: standard input, or a test's pseudo-terminal.
    var descriptor: Int32

    /// Why `--interactive` cannot run when standard input is not a terminal, and what to run instead.
    static let missing = CLIError.usage("'--interactive' asks on the terminal, and standard input is not one. Run it in a "
        + "terminal, or see the suggested fixes with '--suggested' and apply them with '--write --suggested'.")

    /// Whether the descriptor is a terminal someone can answer on.
    var isTerminal: Bool { isatty(descriptor) != 0 }

    /// The next line, without its line break; nil at the end of the input (Ctrl-D) or when the
    /// terminal cannot be read.
    func readLine() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == 0x0A { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }
}
