import SourceModel

/// Uses of the screen that one statement combines must move together: `UIScreen.main.scale /
/// UIScreen.main.nativeScale` with only the first rewritten divides one display's scale by
/// another's, and a button whose label takes the container's width while its own frame keeps
/// the screen's stops taking taps at the edges. Where a statement keeps any use of
/// `UIScreen.main`, a rewrite of another use in it is withdrawn to a finding that offers the
/// edit as a suggested fix.
///
/// A statement is the innermost one around the use. In a SwiftUI view, a closure of one
/// statement (a `label:` or content builder) belongs to the statement it is written in, so a
/// control's label and the control's own modifiers are one statement; the children of a stack
/// stay statements of their own.
struct SharedStatements {
    let model: SourceModel
    /// Per block `{`, the first token of each of its statements.
    private var startsByBlock: [Int: [Int]] = [:]

    init(model: SourceModel) {
        self.model = model
    }

    /// The first token of the statement holding `index`, or nil outside any block.
    mutating func statement(at index: Int, inSwiftUI: Bool) -> Int? {
        let statements = Statements(model: model)
        var position = index
        // The enclosing-bracket table answers at once; a walk back from each use crossed the whole body.
        while let block = model.enclosingBrace(before: position), let close = model.brackets.match(block) {
            let starts = self.starts(of: block, close: close, statements: statements)
            let found = starts.partitionPoint { $0 > position }
            guard found > 0 else { return nil }
            // One statement in a closure of a SwiftUI view: its statement is the one around the closure.
            if inSwiftUI, starts.count == 1, isClosure(block) {
                position = block
                continue
            }
            return starts[found - 1]
        }
        return nil
    }

    private mutating func starts(of block: Int, close: Int, statements: Statements) -> [Int] {
        if let known = startsByBlock[block] { return known }
        let found = statements.starts(after: block, before: close)
        startsByBlock[block] = found
        return found
    }

    /// The `{` of every closure in the file, found on first ask.
    private lazy var closureBraces = Set(model.scopes.compactMap { $0.closure?.braces.lowerBound })

    private mutating func isClosure(_ brace: Int) -> Bool {
        closureBraces.contains(brace)
    }

    /// The decision a use takes with a constant (`UIScreen.main.bounds.height < 600`), keyed by its
    /// type, what it reads, the operator and the constant: a type that decides the same in several
    /// places must move them together, or one branch would follow the window and another the screen.
    func decision(at use: Use) -> String? {
        let file = model.file
        let end = model.postfixChainEnd(after: use.main)
        guard let op = file.next(after: end), ValueFlowWalker.comparisons.contains(file.text(op)),
              let constant = file.next(after: op), file.tokens[constant].kind == .number,
              let type = model.context(at: use.first).type else { return nil }
        return "\(type.qualifiedName)|\(file.text(from: use.main, through: end))\(file.text(op))\(file.text(constant))"
    }

    /// Why a rewrite is withdrawn: another use of its statement, or the same decision elsewhere in its type, stays.
    enum Kept {
        case statement, decision
    }

    /// The finding that takes the place of `edits` at `use` when the use at `keptLine` of the same
    /// statement (or the same decision of the type) stays on the main screen.
    static func withdrawn(_ edits: [Edit], ruleID: String, use: Use, keptLine: Int, kept: Kept = .statement,
                          model: SourceModel) -> Finding {
        let (line, column) = model.file.location(use.first)
        let message = kept == .statement
            ? "not rewritten: the use at line \(keptLine) of the same statement stays on the main screen, "
                + "so this one would read another screen's value next to it"
            : "not rewritten: the same decision at line \(keptLine) of this type stays on the main screen, "
                + "so the two would disagree wherever the window is not the screen"
        var finding = Finding(ruleID: ruleID, line: line, column: column, offset: model.file.tokens[use.first].offset,
                              message: message,
                              suggestion: kept == .statement
                                  ? "migrate the statement's screen reads together: apply this suggested fix with the change the other use needs"
                                  : "migrate the type's decisions together: decide once (a size class, or one property the layout sets) and read it in every place",
                              cause: kept == .statement ? "edit:shared-statement" : "edit:shared-decision",
                              fix: SuggestedFix(message: "the use at line \(keptLine) must move to the same source", edits: edits))
        finding.need = .handEdit
        return finding
    }
}
