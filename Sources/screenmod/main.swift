#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import screenmodCLI

// The C streams are process-wide; screenmodCLI serialises its writes, so sharing them is safe.
nonisolated(unsafe) let standardOutput = fdopen(1, "w")
nonisolated(unsafe) let standardError = fdopen(2, "w")
setvbuf(standardOutput, nil, _IOFBF, 1 << 16)
setvbuf(standardError, nil, _IOLBF, 1 << 12)
let console = Console(
    out: { text in fputs(text, standardOutput) },
    err: { text in fputs(text, standardError) },
    outIsTerminal: isatty(1) != 0,
    errIsTerminal: isatty(2) != 0,
    flushErr: { fflush(standardError) }
)
let code = CLI.run(Array(CommandLine.arguments.dropFirst()), console: console)
fflush(standardOutput)
fflush(standardError)
exit(code)
