import SwiftLexer

/// The structure of one file: brackets, scopes (types, functions, properties, closures)
/// and local bindings, recovered from tokens without a full parse.
public struct SourceModel: Sendable {
    /// The lexed file.
    public let file: SyntaxFile
    /// Matched brackets.
    public let brackets: Brackets
    /// Every scope; index 0 is the file, and parents come before their children.
    public let scopes: [Scope]
    /// Parameters and local variables, for shadowing checks.
    public let locals: [LocalBinding]
    /// Per-token and per-scope tables for fast queries.
    let lookup: ScopeLookup
    /// For each initializer (by its keyword's token index), the arguments of its first
    /// `super.init(…)` or `self.init(…)`: found once, asked for every position in the init.
    let delegations: [Int: ClosedRange<Int>]
    /// The local bindings by scope and name, for shadowing checks.
    let localIndex: LocalIndex
    /// The bracket each token sits in, from the structure pass.
    let enclosing: EnclosingBrackets
    /// The scope of each type the file declares (not an extension), by qualified name: where an
    /// extension in the same file finds the stored properties it cannot declare.
    let primaryTypeScopes: [String: Int]

    /// Builds the structure of `file`. Never fails: malformed input yields fewer scopes.
    public init(file: SyntaxFile) {
        let brackets = Brackets(file)
        var parser = StructureParser(file: file, brackets: brackets)
        parser.run()
        parser.markSelfUnwrapping()
        self.file = file
        self.brackets = brackets
        self.scopes = parser.scopes
        self.locals = parser.locals
        self.lookup = ScopeLookup(scopes: parser.scopes, tokenCount: file.count)
        self.delegations = Self.delegations(in: parser.scopes, file: file, brackets: brackets)
        self.localIndex = LocalIndex(parser.locals)
        self.enclosing = parser.enclosing
        var primary: [String: Int] = [:]
        for (index, scope) in parser.scopes.enumerated() {
            guard let type = scope.typeDeclaration, type.kind != .extension, primary[type.qualifiedName] == nil else { continue }
            primary[type.qualifiedName] = index
        }
        self.primaryTypeScopes = primary
    }

    /// Lexes and structures `text`; for tests and rule examples.
    public init(text: String, path: String = "<memory>") {
        self.init(file: SyntaxFile(path: path, text: text))
    }

    /// Every type and extension declared in the file, nested ones included.
    public var typeDeclarations: [TypeDeclaration] {
        scopes.compactMap(\.typeDeclaration)
    }

    /// Index of the innermost scope containing token `index`.
    public func innermostScope(at index: Int) -> Int {
        if index >= 0, index < lookup.innermost.count { return Int(lookup.innermost[index]) }
        var best = 0
        for (candidate, scope) in scopes.enumerated() where scope.range.contains(index) {
            if scope.range.lowerBound >= scopes[best].range.lowerBound { best = candidate }
        }
        return best
    }

    /// The innermost `{` whose group is still open at token `index`, if any.
    public func enclosingBrace(before index: Int) -> Int? {
        enclosing.brace(before: index)
    }

    /// The chain of scope indices from the file down to the innermost scope at `index`.
    public func scopeChain(at index: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = innermostScope(at: index)
        while let scope = current {
            chain.append(scope)
            current = scopes[scope].parent
        }
        return chain.reversed()
    }
}
