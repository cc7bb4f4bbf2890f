import SwiftLexer
import SourceModel

/// What rewrites ask about the scopes around a use (a body's blocks and statements, a type's
/// properties), found the first time a use in that scope asks and kept for the file's other
/// uses. Asked afresh for every use, a method or a type with many uses cost uses x its size.
///
/// One per file, used by one thread: the engine handles a file's uses in order.
final class RewriteScopes {
    let model: SourceModel
    /// The statements of each function or closure body asked about, by its `{`.
    private var bodies: [Int: BodyStatements] = [:]
    /// The properties declared directly in each type scope asked about.
    private var properties: [Int: TypeProperties] = [:]

    /// The file's uses of `UIScreen.main` in file order, found when a rewrite first asks.
    private lazy var screenUses: [Use] = model.screenUses()

    init(model: SourceModel) {
        self.model = model
    }

    /// The uses whose first token lies in `range` (a type's tokens), found by binary search.
    func uses(in range: ClosedRange<Int>) -> ArraySlice<Use> {
        let all = screenUses
        let lower = all.partitionPoint { $0.first >= range.lowerBound }
        let upper = all.partitionPoint { $0.first > range.upperBound }
        return all[lower..<max(lower, upper)]
    }

    /// The statements of the body between the braces at `open` and `close`, whose own
    /// statements begin after `start` (a closure's `in`, else `open`).
    func body(open: Int, close: Int, start: Int) -> BodyStatements {
        if let known = bodies[open], known.close == close, known.start == start { return known }
        let body = BodyStatements(model: model, open: open, close: close, start: start)
        bodies[open] = body
        return body
    }

    /// The properties declared directly in the type whose scope is `typeScope`.
    func properties(ofType typeScope: Int) -> TypeProperties {
        if let known = properties[typeScope] { return known }
        let found = TypeProperties(model.childScopes(of: typeScope).compactMap { model.scopes[$0].propertyDeclaration })
        properties[typeScope] = found
        return found
    }
}

/// The properties a type declares directly, indexed for the questions a member insertion asks.
struct TypeProperties {
    /// For each attribute or modifier (whitespace removed), the first property that has it.
    let firstWithModifier: [String: PropertyDeclaration]
    /// Every name the properties bind.
    let names: Set<String>

    init(_ properties: [PropertyDeclaration]) {
        var first: [String: PropertyDeclaration] = [:]
        for property in properties {
            for modifier in property.modifiers where first[MemberInsertion.normalized(modifier)] == nil {
                first[MemberInsertion.normalized(modifier)] = property
            }
        }
        firstWithModifier = first
        names = Set(properties.flatMap(\.names))
    }
}

/// One function or closure body: for each token the block around it, each block's statement
/// starts, and the facts a guard binding asks of the whole body, each computed once.
final class BodyStatements {
    let statements: Statements
    /// Token index of the body's `{`.
    let open: Int
    /// Token index of the body's `}`.
    let close: Int
    /// The token after which the body's statements begin.
    let start: Int
    /// For each token from `open` through `close`, what `Statements.enclosingBlock(of:limit: open)`
    /// answers, or -1 for none.
    private let blocks: [Int32]
    /// Each block's statements, by the bounds they were asked for.
    private var blockStatements: [BlockBounds: BlockStatements] = [:]

    private struct BlockBounds: Hashable {
        var after: Int
        var before: Int
    }

    init(model: SourceModel, open: Int, close: Int, start: Int) {
        statements = Statements(model: model)
        self.open = open
        self.close = close
        self.start = start
        blocks = statements.enclosingBlocks(in: open..<(close + 1))
    }

    /// The innermost `{` around `index`, the body's own included, as `Statements.enclosingBlock`
    /// finds it walking back no further than `open`; nil only where brackets cross the body's edge.
    func enclosingBlock(of index: Int) -> Int? {
        guard index >= open, index <= close else { return statements.enclosingBlock(of: index, limit: open) }
        let block = blocks[index - open]
        return block < 0 ? nil : Int(block)
    }

    /// The statements of the block that begin after `after` and end before `before`.
    func block(after: Int, before: Int) -> BlockStatements {
        let bounds = BlockBounds(after: after, before: before)
        if let known = blockStatements[bounds] { return known }
        let block = BlockStatements(starts: statements.starts(after: after, before: before), file: statements.file)
        blockStatements[bounds] = block
        return block
    }

    /// Whether an identifier spelled like the guard's binding (`screen`) appears anywhere from
    /// `open` through `close`.
    private(set) lazy var spellsBindingName: Bool = {
        let file = statements.file
        return (open...close).contains {
            file.tokens[$0].kind == .identifier && file.source.token(file.tokens[$0], equals: ScreenBinding.name)
        }
    }()

    /// For a closure body, whether it may return a value (see `ScreenBinding.closureMayReturnValue`).
    private var mayReturnValue: Bool?

    /// Whether the closure body may return a value, asked once.
    func closureMayReturnValue(closureIn: Int?) -> Bool {
        if let known = mayReturnValue { return known }
        let answer = ScreenBinding.closureMayReturnValue(self, closureIn: closureIn)
        mayReturnValue = answer
        return answer
    }
}

/// The statement starts of one block, with what a guard insertion asks of them.
struct BlockStatements {
    /// The first token of each statement, in order.
    let starts: [Int]
    /// Whether a statement of the block is a `case` or `default` label: a switch's body.
    let hasCaseLabel: Bool

    init(starts: [Int], file: SyntaxFile) {
        self.starts = starts
        hasCaseLabel = starts.contains { file.keyword($0, "case") || file.keyword($0, "default") }
    }

    /// The start of the statement that holds `index`: the last start at or before it.
    func statement(holding index: Int) -> Int? {
        let after = starts.partitionPoint { $0 > index }
        return after == 0 ? nil : starts[after - 1]
    }
}
