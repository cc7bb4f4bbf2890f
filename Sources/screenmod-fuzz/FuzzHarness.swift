import SwiftLexer
import SourceModel
import RuleLanguage
import Migration

/// A broken promise found by the harness, with enough detail to see what went wrong.
struct Violation: Error, CustomStringConvertible {
    /// Which promise: `lossless`, `edits`, `idempotent`, ….
    var invariant: String
    /// What was seen.
    var detail: String

    var description: String { "\(invariant): \(detail)" }
}

/// Runs one input through lexer, source model and engine and checks what they promise.
///
/// Every layer must accept any bytes. The engine is held to its contract only for input the
/// command line would hand it (valid UTF-8 without NUL bytes); other input is lexed and
/// structured, since those layers see it in `screenmod tokens` and tests, but not migrated.
struct FuzzHarness: Sendable {
    /// The engine under test.
    let engine: MigrationEngine
    /// Whether a use left for the next run (see `checkOutput`) counts as a broken promise too.
    let strictIdempotence: Bool
    /// How many token indices `context(at:)` is asked about per input, at most.
    let contextSamples = 48

    /// A harness running `ruleSet` with settings that switch every rule on.
    init(ruleSet: RuleSet, strictIdempotence: Bool = false) {
        let every = Set(ruleSet.rules.map(\.id))
        engine = MigrationEngine(ruleSet: ruleSet, settings: MigrationSettings(minIOS: 17, enabled: every))
        self.strictIdempotence = strictIdempotence
    }

    /// Checks one input; throws the first broken promise, else returns how many edits the engine made.
    @discardableResult
    func check(_ bytes: [UInt8]) throws(Violation) -> Int {
        let source = SourceText(bytes: bytes)
        let file = SyntaxFile(path: "Fuzz.swift", source: source)
        try Self.checkTokens(file)
        let model = SourceModel(file: file)
        try checkModel(model)
        guard Self.isMigratable(bytes) else { return 0 }
        let project = MigrationProject(files: [ProjectFile(path: file.path, source: source)], engine: engine)
        let result = project.migrate(path: file.path, source: source)
        try Self.checkEdits(result.edits, file: file)
        try Self.checkFindings(result.findings, file: file)
        guard !result.edits.isEmpty else { return 0 }
        let deferred = result.findings.contains { $0.message.contains(Self.overlapMessage) }
        // Code with unbalanced brackets does not compile, and an edit can change how the
        // structure pass reads the broken part, so only balanced input must reach a fixed point.
        let fixedPoint = strictIdempotence || Self.isBalanced(model)
        try checkOutput(result.edits.applied(to: bytes), input: file, deferred: deferred, fixedPoint: fixedPoint)
        return result.edits.count
    }

    /// Whether the command line would hand `bytes` to the engine: valid UTF-8 and no NUL.
    static func isMigratable(_ bytes: [UInt8]) -> Bool {
        !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
    }

    /// Whether every bracket of the file has a partner and the lexer found nothing wrong.
    static func isBalanced(_ model: SourceModel) -> Bool {
        let file = model.file
        guard file.diagnostics.isEmpty else { return false }
        for (index, token) in file.tokens.enumerated() where token.length <= 3
            && (token.kind == .punctuation || token.kind == .stringDelimiter) {
            let last = file.source.bytes[token.end - 1]
            let isBracket = token.kind == .stringDelimiter
                ? last == UInt8(ascii: "(") || (token.length == 1 && last == UInt8(ascii: ")"))
                : token.length == 1 && "()[]{}".utf8.contains(last)
            if isBracket, model.brackets.match(index) == nil { return false }
        }
        return true
    }

    /// The innermost scope at `index` the slow way, as a reference for the model's table.
    static func innermostByScan(_ model: SourceModel, _ index: Int) -> Int {
        var best = 0
        for (candidate, scope) in model.scopes.enumerated() where scope.range.contains(index) {
            if scope.range.lowerBound >= model.scopes[best].range.lowerBound { best = candidate }
        }
        return best
    }

    /// Tokens start at 0, follow each other without gaps, are never empty, and end at the end.
    static func checkTokens(_ file: SyntaxFile) throws(Violation) {
        var cursor = 0
        for (index, token) in file.tokens.enumerated() {
            guard token.offset == cursor else {
                throw Violation(invariant: "lossless", detail: "token \(index) starts at \(token.offset), expected \(cursor)")
            }
            guard token.length > 0 else {
                throw Violation(invariant: "lossless", detail: "token \(index) at \(token.offset) is empty")
            }
            cursor = token.end
        }
        guard cursor == file.source.bytes.count else {
            throw Violation(invariant: "lossless", detail: "tokens end at \(cursor) of \(file.source.bytes.count) bytes")
        }
        for diagnostic in file.diagnostics where !(0...cursor).contains(diagnostic.offset) {
            throw Violation(invariant: "diagnostics", detail: "diagnostic at \(diagnostic.offset) is outside the file")
        }
    }

    /// Structure stays inside the token array, and context queries answer for sampled tokens.
    func checkModel(_ model: SourceModel) throws(Violation) {
        let count = model.file.count
        for (index, scope) in model.scopes.enumerated() {
            guard scope.range.lowerBound >= 0, scope.range.upperBound < max(count, 1) else {
                throw Violation(invariant: "scopes", detail: "scope \(index) spans \(scope.range) of \(count) tokens")
            }
            guard (scope.parent == nil) == (index == 0) else {
                throw Violation(invariant: "scopes", detail: "scope \(index) has parent \(scope.parent.map(String.init) ?? "nil")")
            }
            if let parent = scope.parent {
                guard parent < index else {
                    throw Violation(invariant: "scopes", detail: "scope \(index) has parent \(parent), which comes later")
                }
            }
        }
        var children = [[Int]](repeating: [], count: model.scopes.count)
        for (index, scope) in model.scopes.enumerated() { if let parent = scope.parent { children[parent].append(index) } }
        for scope in model.scopes.indices where model.childScopes(of: scope) != children[scope] {
            throw Violation(invariant: "scopes", detail: "scope \(scope) lists children \(model.childScopes(of: scope)), expected \(children[scope])")
        }
        guard count > 0 else { return }
        let step = max(1, count / contextSamples)
        for index in stride(from: 0, to: count, by: step) {
            let fast = model.innermostScope(at: index)
            let slow = Self.innermostByScan(model, index)
            guard fast == slow else {
                throw Violation(invariant: "context", detail: "token \(index): innermost scope \(fast) from the table, \(slow) by a scan")
            }
            let chain = model.context(at: index).chain
            guard chain.first == 0, chain.allSatisfy({ model.scopes.indices.contains($0) }) else {
                throw Violation(invariant: "context", detail: "token \(index) has scope chain \(chain)")
            }
        }
        for use in model.screenUses() {
            _ = model.context(at: use.first)
            guard use.first <= use.main, use.main < count else {
                throw Violation(invariant: "uses", detail: "use \(use) lies outside \(count) tokens")
            }
        }
    }
}
