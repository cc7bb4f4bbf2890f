// The normal build of screenmod-fuzz: replays inputs (a crash artifact, a corpus) through the
// harness without libFuzzer, and can run seeded random mutations of them. Scripts/fuzz builds
// the libFuzzer binary from the other files of this folder, without this one.
import Foundation
import SeededRandom

let usage = """
    USAGE: screenmod-fuzz [--mutate <count>] [--seed <n>] [--save <dir>] <path> ...
           screenmod-fuzz --explain <file>
           screenmod-fuzz --generate <megabytes> <file>
           screenmod-fuzz --time <file> ...

    Checks each file (folders are searched) with the fuzz harness and prints every broken promise.
    --mutate <count>  Also checks this many seeded random mutations of the inputs.
    --seed <n>        Seed for --mutate (default 1).
    --save <dir>      Saves mutated inputs that break a promise into this folder.
    --explain <file>  Prints the file's tokens, diagnostics, scopes, edits and findings.
    --generate        Writes a large Swift file full of uses, for timing.
    --time            Times lexer, structure and engine on each file.
    """

var arguments = Array(CommandLine.arguments.dropFirst())
var mutations = 0
var seed: UInt64 = 1
var saveFolder: String?
var paths: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--mutate", "--seed", "--save":
        guard let value = arguments.first else { print(usage); exit(64) }
        arguments.removeFirst()
        if argument == "--save" { saveFolder = value; continue }
        guard let number = UInt64(value) else { print(usage); exit(64) }
        if argument == "--mutate" { mutations = Int(number) } else { seed = number }
    case "--explain":
        guard let path = arguments.first, let data = FileManager.default.contents(atPath: path) else { print(usage); exit(64) }
        print(Explain.text(of: Array(data)))
        exit(0)
    case "--generate":
        guard arguments.count == 2, let megabytes = Int(arguments[0]) else { print(usage); exit(64) }
        LargeFile.write(megabytes: megabytes, to: arguments[1])
        exit(0)
    case "--time":
        for path in arguments {
            guard let data = FileManager.default.contents(atPath: path) else { print(usage); exit(64) }
            LargeFile.time(Array(data), name: path)
        }
        exit(0)
    case "-h", "--help": print(usage); exit(0)
    default: paths.append(argument)
    }
}
guard !paths.isEmpty else { print(usage); exit(64) }

let inputs = Replay.files(under: paths)
var failures = 0
for path in inputs {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    if !Replay.run(Array(data), named: path) { failures += 1 }
}
var generator = SplitMix64(state: seed)
let seeds = inputs.compactMap { FileManager.default.contents(atPath: $0).map { Array($0) } }
for round in 0..<(seeds.isEmpty ? 0 : mutations) {
    var bytes = seeds[round % seeds.count]
    for _ in 0..<Int.random(in: 1...4, using: &generator) { Mutator.mutate(&bytes, using: &generator) }
    if !Replay.run(bytes, named: "mutation \(round) of seed \(seed)") {
        failures += 1
        if let saveFolder { Replay.save(bytes, in: saveFolder) }
    }
}
print("\(inputs.count + (seeds.isEmpty ? 0 : mutations)) inputs, \(Replay.edits) edits, \(failures) broken promises")
exit(failures == 0 ? 0 : 1)
