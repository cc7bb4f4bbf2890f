import SwiftLexer
import SourceModel
import RuleLanguage

/// A helper that wraps `UIScreen.main`, e.g. `extension UIScreen { static var width … }`.
public struct ScreenHelper: Sendable, Equatable {
    /// The member's name, e.g. `width`.
    public var name: String
    /// The extended type, e.g. `UIScreen` or `CGFloat`.
    public var owner: String
    /// `path:line` of the use inside the helper.
    public var location: String
    /// Where it lives: a member of an extension, a static member of a project type, or a global.
    public var placement: ScreenHelperPlacement = .extensionMember
    /// Whether it is a function (called with parentheses) rather than a property.
    public var isFunction = false

    /// How a call site reads it: `UIScreen.width`, `Metrics.screenWidth`, `screenWidth()`.
    public var spelled: String {
        let call = isFunction ? name + "()" : name
        return owner.isEmpty ? call : owner + "." + call
    }
}

/// Where a screen helper is declared, which decides how its call sites are spelled.
public enum ScreenHelperPlacement: String, Sendable, Equatable {
    /// A member of an extension (`extension UIScreen { static var width … }`, `extension UIDevice { var scale … }`).
    case extensionMember
    /// A static member of a type the project declares (`enum Metrics { static let screenWidth … }`).
    case staticMember
    /// A global function or variable (`func screenWidth() -> CGFloat`, `let kScreenWidth`).
    case global
}

/// A whole project as the engine sees it: every file's bytes, the type index the uses need,
/// and the screen helpers whose call sites are reported. Pure: built from bytes in memory.
public struct MigrationProject: Sendable {
    /// The engine applied to each file.
    public let engine: MigrationEngine
    /// The type index built for the files that use `UIScreen`.
    public let index: TypeIndex
    /// Helpers that read `UIScreen.main`, by member name.
    public let helpers: [String: [ScreenHelper]]
    /// How many files were lexed to build the index beyond the ones that use `UIScreen`.
    public let extraFilesLexed: Int
    private let seedPaths: Set<String>

    /// Reads the project: lexes only files that mention `UIScreen`, then what their types need.
    public init(files: [ProjectFile], engine: MigrationEngine) {
        let seeds = files.filter { ByteScan.containsWord($0.source.bytes, "UIScreen") }
            .map { SourceModel(file: SyntaxFile(path: $0.path, source: $0.source)) }
        let (index, lexed) = TypeIndex.build(seeds: seeds, project: files)
        self.engine = engine
        self.index = index
        self.extraFilesLexed = lexed
        self.seedPaths = Set(seeds.map(\.file.path))
        self.helpers = index.declaresOwnUIScreen ? [:] : Self.findHelpers(seeds, index: index)
    }

    /// Whether `bytes` can hold anything this project reports: a use or a helper call.
    public func mayMatter(path: String, bytes: [UInt8]) -> Bool {
        seedPaths.contains(path) || ByteScan.containsWord(bytes, "UIScreen")
            || helpers.keys.contains { ByteScan.containsWord(bytes, $0) }
    }

    /// The edits and findings for one file of the project.
    public func migrate(path: String, source: SourceText) -> FileResult {
        guard mayMatter(path: path, bytes: source.bytes) else { return FileResult() }
        let model = SourceModel(file: SyntaxFile(path: path, source: source))
        var result = engine.migrate(model, index: index)
        let notes = helperCallSites(in: model)
        if !notes.isEmpty {
            result.findings = (result.findings + notes).sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }
        }
        return result
    }
}
