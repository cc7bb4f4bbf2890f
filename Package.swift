// swift-tools-version:6.0
// screenmod has no package dependencies: it must build anywhere the Swift toolchain runs.
import PackageDescription

let package = Package(
    name: "screenmod",
    products: [
        .executable(name: "screenmod", targets: ["screenmod"]),
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
        // Lexer, source model and index throughput over a directory (Scripts/bench-lexer, Scripts/bench).
        .executableTarget(name: "screenmod-bench", dependencies: ["SwiftLexer", "SourceModel"]),

        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        .testTarget(name: "SourceModelTests", dependencies: ["SourceModel"]),
        .testTarget(name: "RuleLanguageTests", dependencies: ["RuleLanguage"], exclude: ["Fixtures"]),
        .testTarget(name: "MigrationTests", dependencies: ["Migration"]),
        .testTarget(name: "screenmodCLITests", dependencies: ["screenmodCLI"]),
        // Snapshots/ and Examples/ checked end to end; Tests/Stubs holds the UIKit and SwiftUI API
        // stubs these tests compile with swiftc (they are data here, not part of any target).
        .testTarget(name: "SnapshotTests", dependencies: ["screenmodCLI"]),
    ]
)
