import Dispatch
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
    /// The models of the files that mention `UIScreen`, by path, lexed once for index and engine.
    private let seeds: [String: SourceModel]
    /// Paths of the other files that mention a helper's name.
    private let helperCallers: Set<String>
    /// Every path the project was built from.
    private let known: Set<String>

    /// Reads the project: lexes only files that mention `UIScreen`, then what their types need.
    public init(files: [ProjectFile], engine: MigrationEngine) {
        let candidates = files.filter { ByteScan.containsWord($0.bytes, "UIScreen") }
        let seeds = concurrentMap(candidates) { SourceModel(file: SyntaxFile(path: $0.path, source: $0.source)) }
        // Only the types that hold a use need a resolved kind.
        let needed = seeds.flatMap { model in
            model.screenUses().compactMap { model.context(at: $0.first).type.map(TypeIndex.dependencies) }
        }
        let (index, lexed) = TypeIndex.build(seeds: seeds, project: files, needing: needed)
        self.engine = engine
        self.index = index
        self.extraFilesLexed = lexed
        self.seeds = Dictionary(seeds.map { ($0.file.path, $0) }, uniquingKeysWith: { first, _ in first })
        let helpers = index.declaresOwnUIScreen ? [:] : Self.findHelpers(seeds, index: index)
        self.helpers = helpers
        // Calls of a UIScreen helper spell `UIScreen.name`, so they sit in files already lexed;
        // only helpers on other types (`CGFloat.screenWidth`, `.screenWidth`) need a search.
        let names = Self.searchNames(helpers)
        let others = files.filter { !ByteScan.containsWord($0.bytes, "UIScreen") }
        let callers = names.isEmpty ? [] : concurrentMap(others) { ByteScan.containsAnyWord($0.bytes, names) ? $0.path : nil }
        self.helperCallers = Set(callers.compactMap { $0 })
        self.known = Set(files.map(\.path))
    }

    /// Whether `bytes` can hold anything this project reports: a use or a helper call.
    public func mayMatter(path: String, bytes: [UInt8]) -> Bool {
        if known.contains(path) { return seeds[path] != nil || helperCallers.contains(path) }
        return ByteScan.containsWord(bytes, "UIScreen") || ByteScan.containsAnyWord(bytes, Self.searchNames(helpers))
    }

    /// The edits and findings for one file given as bytes; most files cost one lookup.
    public func migrate(path: String, bytes: [UInt8]) -> FileResult {
        guard mayMatter(path: path, bytes: bytes) else { return FileResult() }
        return migrate(path: path, source: SourceText(bytes: bytes))
    }

    /// The names of helpers on types other than UIScreen, as bytes to search for.
    static func searchNames(_ helpers: [String: [ScreenHelper]]) -> [[UInt8]] {
        helpers.filter { $0.value.contains { TypeIndex.lastComponent($0.owner) != "UIScreen" } }.keys.sorted().map { Array($0.utf8) }
    }

    /// The edits and findings for one file of the project.
    public func migrate(path: String, source: SourceText) -> FileResult {
        guard mayMatter(path: path, bytes: source.bytes) else { return FileResult() }
        guard seeds[path] != nil || ByteScan.containsWord(source.bytes, "UIScreen") else {
            // A file that only calls helpers needs its tokens, not its structure.
            return FileResult(findings: helperCallSites(in: SyntaxFile(path: path, source: source)))
        }
        let model = seeds[path].flatMap { $0.file.source.bytes == source.bytes ? $0 : nil }
            ?? SourceModel(file: SyntaxFile(path: path, source: source))
        var result = engine.migrate(model, index: index)
        let notes = helperCallSites(in: model.file)
        if !notes.isEmpty {
            result.findings = (result.findings + notes).sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }
        }
        return result
    }

    static func findHelpers(_ seeds: [SourceModel], index: TypeIndex) -> [String: [ScreenHelper]] {
        var helpers: [String: [ScreenHelper]] = [:]
        for model in seeds {
            for use in model.screenUses() {
                let context = model.context(at: use.first)
                guard let type = context.type, type.kind == .extension, let member = context.member,
                      SiteFacts.typeTags(index.resolve(type).kind, isExtension: true).contains("helper-extension")
                else { continue }
                let name: String?
                switch model.scopes[member].kind {
                case .property(let property): name = property.names.first
                case .function(let function): name = function.kind == .function ? function.name : nil
                default: name = nil
                }
                guard let name else { continue }
                let helper = ScreenHelper(name: name, owner: type.name,
                                          location: "\(model.file.path):\(model.file.location(use.first).line)")
                if !(helpers[name] ?? []).contains(where: { $0.owner == helper.owner }) {
                    helpers[name, default: []].append(helper)
                }
            }
        }
        return helpers
    }

    /// Note findings at each call of a screen helper: `UIScreen.width`, `.screenWidth`.
    func helperCallSites(in file: SyntaxFile) -> [Finding] {
        guard !helpers.isEmpty else { return [] }
        var notes: [Finding] = []
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            guard let candidates = helpers[file.text(index)], let dot = file.previous(before: index),
                  file.punctuation(dot, "."), let (helper, start) = callee(candidates, dot: dot, file: file)
            else { continue }
            let (line, column) = file.location(start)
            notes.append(Finding(
                ruleID: "screen-helper", line: line, column: column, offset: file.tokens[start].offset,
                severity: .note,
                message: "calls \(helper.owner).\(helper.name), which reads UIScreen.main (\(helper.location)); the value here is the main screen's, not this view's",
                suggestion: "read the value from this call site's own context (bounds, traitCollection.displayScale) and retire the helper"))
        }
        return notes
    }

    /// Which helper `Owner.name` or an implicit `.name` calls, and the token the call starts at.
    func callee(_ candidates: [ScreenHelper], dot: Int, file: SyntaxFile) -> (ScreenHelper, Int)? {
        guard let before = file.previous(before: dot) else { return candidates.first.map { ($0, dot) } }
        let owner = file.text(before)
        if let helper = candidates.first(where: { TypeIndex.lastComponent($0.owner) == owner }) {
            return (helper, before)
        }
        // `.screenWidth` as an implicit member: the dot follows an operator or an opening token.
        let opensExpression = file.tokens[before].kind == .operator || file.keyword(before, "return")
            || ["(", "[", ",", ":", "=", "{"].contains { file.punctuation(before, $0) }
        return opensExpression ? candidates.first.map { ($0, dot) } : nil
    }
}

/// `transform` applied to every element on all cores, results in input order.
func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    guard items.count > 1 else { return items.map(transform) }
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    nonisolated(unsafe) let slots = results
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        slots[index] = transform(items[index])
    }
    return results.map { $0! }
}
