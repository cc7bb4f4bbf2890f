// swift-tools-version:6.0
// screenmod has no package dependencies: it must build anywhere the Swift toolchain runs.
import PackageDescription

let package = Package(
    name: "screenmod",
    products: [
        .executable(name: "screenmod", targets: ["screenmod"]),
        // `swift package screenmod` in any package that depends on this one.
        .plugin(name: "ScreenmodPlugin", targets: ["ScreenmodPlugin"]),
    ],
    targets: [
        // bytes -> tokens, lossless.
        .target(name: "SwiftLexer"),
        // tokens -> brackets, declarations, scopes; the project-wide type index.
        .target(name: "SourceModel", dependencies: ["SwiftLexer"]),
        // Rules/*.rule text -> Rule values.
        .target(name: "RuleLanguage", dependencies: ["SourceModel"]),
        // (tokens, structure, rules, settings) -> edits + findings. No I/O.
        .target(name: "Migration", dependencies: ["RuleLanguage"]),
        // Arguments, file discovery, reporters, writing files, batch runs.
        .target(name: "screenmodCLI", dependencies: ["Migration", "RuleLanguage", "SourceModel", "SwiftLexer"]),
        // main.swift only.
        .executableTarget(name: "screenmod", dependencies: ["screenmodCLI"]),
        // `swift package screenmod`: a dry run on the package unless --write is passed through.
        // No declared permission: SwiftPM would demand it before every dry run and --help; writing
        // is allowed per run with `swift package --allow-writing-to-package-directory screenmod --write`.
        .plugin(
            name: "ScreenmodPlugin",
            capability: .command(
                intent: .custom(verb: "screenmod",
                                description: "Migrate UIScreen.main in this package (a dry run unless --write is given).")),
            dependencies: ["screenmod"]),
        // A seeded random generator shared by the corpus generator, the fuzzer's mutations and tests.
        .target(name: "SeededRandom"),
        // Lexer, source model and index throughput over a directory (Scripts/bench-lexer, Scripts/bench).
        .executableTarget(name: "screenmod-bench", dependencies: ["SwiftLexer", "SourceModel", "Migration", "SeededRandom"]),
        // Fuzz harness over lexer, source model and engine. A normal build replays inputs;
        // Scripts/fuzz links the same files (minus main.swift) with libFuzzer.
        .executableTarget(name: "screenmod-fuzz", dependencies: ["Migration", "SeededRandom"]),
        // Prints the built-in rules parsed, as Swift (Scripts/embed-rules writes it into RuleLanguage).
        .executableTarget(name: "screenmod-embed", dependencies: ["RuleLanguage"]),

        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer", "SeededRandom"]),
        .testTarget(name: "SourceModelTests", dependencies: ["SourceModel", "SeededRandom"]),
        .testTarget(name: "RuleLanguageTests", dependencies: ["RuleLanguage"], exclude: ["Fixtures"]),
        .testTarget(name: "MigrationTests", dependencies: ["Migration", "SeededRandom"]),
        .testTarget(name: "screenmodCLITests", dependencies: ["screenmodCLI", "SeededRandom"]),
        // Snapshots/ and Examples/ checked end to end; Tests/Stubs holds the UIKit, Combine and SwiftUI API
        // stubs these tests compile with swiftc (they are data here, not part of any target).
        .testTarget(name: "SnapshotTests", dependencies: ["screenmodCLI"]),
    ]
)
