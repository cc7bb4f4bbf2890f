#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's own stdout and stderr as a `Console`, and the check that everything written
/// to stdout arrived.
///
/// Standard output is fully buffered (a report can be megabytes), so anything written to
/// standard error first pushes out what stdout holds: on a terminal, where both streams meet,
/// every line then lands whole and in the order it was written (a file's hunk, its findings,
/// then the summary), whatever the buffer sizes.
public enum StandardStreams {
    // The C streams are process-wide; screenmodCLI serialises its writes, so sharing them is safe.
    nonisolated(unsafe) private static let output = fdopen(1, "w")
    nonisolated(unsafe) private static let error = fdopen(2, "w")
    /// The `errno` of the first write to stdout that failed, 0 while none has.
    nonisolated(unsafe) private static var outputErrno: Int32 = 0

    /// The console of this process.
    public static func console() -> Console {
        setvbuf(output, nil, _IOFBF, 1 << 16)
        setvbuf(error, nil, _IOLBF, 1 << 12)
        return Console(
            out: { text in write(text) },
            err: { text in
                flushOutput()
                fputs(text, error)
            },
            outIsTerminal: isatty(1) != 0,
            errIsTerminal: isatty(2) != 0,
            flushErr: { fflush(error) })
    }

    /// Flushes both streams and returns `code`, or 1 with a message on stderr when stdout lost
    /// anything (a full disk, a closed pipe's reader): a truncated report must not pass for a whole one.
    public static func finish(_ code: Int32) -> Int32 {
        flushOutput()
        var result = code
        if outputErrno != 0 || ferror(output) != 0 {
            let reason = outputErrno != 0 ? String(cString: strerror(outputErrno)) : "write error"
            fputs("Error: could not write the results to standard output (\(reason)); "
                  + "the output is incomplete. Check free space and where stdout goes, then run again.\n", error)
            result = ExitCode.failure
        }
        fflush(error)
        return result
    }

    private static func write(_ text: String) {
        if fputs(text, output) == EOF { noteFailure() }
    }

    private static func flushOutput() {
        if fflush(output) != 0 { noteFailure() }
    }

    private static func noteFailure() {
        if outputErrno == 0 { outputErrno = errno == 0 ? EIO : errno }
    }
}
