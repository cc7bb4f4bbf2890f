#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import screenmodCLI

let code = CLI.run(Array(CommandLine.arguments.dropFirst()), console: StandardStreams.console())
exit(StandardStreams.finish(code))
