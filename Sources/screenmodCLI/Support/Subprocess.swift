#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a finished child process left behind.
struct SubprocessResult: Sendable {
    /// The exit status; 127 when the program could not be started, 128 + N when signal N ended it.
    var status: Int32
    var output: [UInt8]
    var errorOutput: [UInt8]
}

/// Starts programs with `posix_spawn`. Foundation's `Process` took 40–60 ms per start here
/// (it walks /proc/self/fd and closes descriptors one by one), longer than the `git ls-files`
/// it ran; a batch over many repositories starts git dozens of times per repository.
enum Subprocess {
    /// Runs `executable` with `arguments` and exactly `environment`, standard input from
    /// `inputPath` (or /dev/null), and collects both outputs.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    inputPath: String? = nil) -> SubprocessResult {
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else { return failure("cannot create a pipe") }
        guard pipe(&errorPipe) == 0 else {
            closeAll(outputPipe)
            return failure("cannot create a pipe")
        }
        // Close-on-exec, so children that other threads start do not inherit (and hold open)
        // these pipes; dup2 gives the child its own copies without the flag.
        for descriptor in outputPipe + errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child = pid_t()
        let started = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(outputPipe[1])
        close(errorPipe[1])
        guard started == 0 else {
            closeAll([outputPipe[0], errorPipe[0]])
            return failure("cannot run \(executable): \(String(cString: strerror(started)))")
        }
        let (output, errorOutput) = drain(outputPipe[0], errorPipe[0])
        return SubprocessResult(status: wait(for: child), output: output, errorOutput: errorOutput)
    }

    /// Reads both descriptors to their ends at once, so a full error pipe cannot stall the
    /// child while standard output is read; closes them.
    private static func drain(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var open = [pollfd(fd: first, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while open.contains(where: { $0.fd >= 0 }) {
            guard poll(&open, nfds_t(open.count), -1) >= 0 || errno == EINTR else { break }
            for slot in open.indices where open[slot].fd >= 0 && open[slot].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(open[slot].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[slot] += chunk[0..<count]
                } else if count == 0 || errno != EINTR {
                    close(open[slot].fd)
                    open[slot].fd = -1
                }
            }
        }
        return (collected[0], collected[1])
    }

    /// Waits for `child` and returns its exit status.
    private static func wait(for child: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            if errno != EINTR { return 127 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    private static func closeAll(_ descriptors: [Int32]) {
        descriptors.forEach { _ = close($0) }
    }

    private static func failure(_ message: String) -> SubprocessResult {
        SubprocessResult(status: 127, output: [], errorOutput: Array("fatal: \(message)".utf8))
    }
}
