import SwiftLexer
import SourceModel
import RuleLanguage

/// The suggested fix of `suggest-move: viewDidLayoutSubviews`: a subview's frame set in
/// `viewDidLoad()` from the screen's size (`loadingView.frame = CGRect(x: 0, y: 0, width:
/// UIScreen.main.bounds.width, height: 80)`) moves into `viewDidLayoutSubviews()`, where `view`
/// has its real size before the first display and on every later layout pass, and reads
/// `view.bounds` there.
///
/// Offered only where the move is proven to keep everything else as it was: the statement is
/// one of `viewDidLoad()`'s own, on lines of its own, `name.frame = E` for a stored property
/// `name` added with `view.addSubview(name)`; E reads nothing but numbers and the screen's size;
/// and nothing else in the type places `name` (see `LayoutMove+Proofs.swift`). Then no other
/// statement can see the frame before or after the move, so the order of statements cannot matter.
struct LayoutMove {
    /// What one `viewDidLoad()` offers: the statements that move, and the one fix that moves them all.
    struct Plan {
        var statements: [ClosedRange<Int>]
        var fix: SuggestedFix
    }

    /// A statement proven movable on its own: `name.frame = E`, with the `UIScreen.main.bounds` in E.
    struct Movable {
        var range: ClosedRange<Int>
        var name: String
        var screenBounds: [ClosedRange<Int>]
    }

    /// Where the moved statements go.
    enum Target {
        /// The end of the body of the type's `viewDidLayoutSubviews()`: its `{ … }` and its statements' indentation.
        case existing(body: ClosedRange<Int>, indent: String)
        /// A new `viewDidLayoutSubviews()` right after `viewDidLoad()`.
        case new
    }

    static let message = "viewDidLoad() runs before the view has its size; moved to viewDidLayoutSubviews(), which runs "
        + "with view.bounds set before the first display and again on every layout pass (a frame this code changes "
        + "elsewhere later would be reset there)"

    let model: SourceModel
    let facts: SiteFacts
    let ruleID: String
    /// The type's declarations in this file, as scope indices: its body and its extensions.
    let declarations: [Int]
    var file: SyntaxFile { model.file }

    /// The fix for the finding at `use`, when its statement is one that moves; one plan per
    /// `viewDidLoad()`, kept by the file's analysis so that every finding in it carries the same fix.
    static func fix(for use: Use, facts: SiteFacts, rule: String) -> SuggestedFix? {
        let model = facts.analysis.model
        guard let member = facts.context.member, facts.context.closures.isEmpty,
              let function = model.scopes[member].functionDeclaration, function.kind == .function,
              function.name == "viewDidLoad", function.parameters.isEmpty, !function.isStatic else { return nil }
        let plan: Plan?
        if let known = facts.analysis.layoutMoves[member] {
            plan = known
        } else {
            plan = LayoutMove(facts: facts, rule: rule)?.plan(viewDidLoad: function)
            facts.analysis.layoutMoves[member] = .some(plan)
        }
        guard let plan, plan.statements.contains(where: { $0.contains(use.first) }) else { return nil }
        return plan.fix
    }

    /// Nil unless the use is in a class that is a view controller, declared in this file and
    /// extended in no other: only then are all the places that could touch a subview in view.
    init?(facts: SiteFacts, rule: String) {
        let model = facts.analysis.model
        guard let type = facts.context.type, type.kind == .class, facts.typeTags.contains("uiviewcontroller") else { return nil }
        let path = model.file.path
        let elsewhere = [type.name, type.qualifiedName].flatMap { facts.analysis.index.extensions[$0] ?? [] }
            + (facts.analysis.index.types[type.name] ?? [])
        guard elsewhere.allSatisfy({ $0.path == path }) else { return nil }
        self.model = model
        self.facts = facts
        ruleID = rule
        declarations = model.scopes.indices.filter { model.scopes[$0].typeDeclaration?.qualifiedName == type.qualifiedName }
    }

    /// The plan for `viewDidLoad`: every statement of its body that moves, or nil when none does
    /// or the moved code has nowhere proven to go.
    func plan(viewDidLoad: FunctionDeclaration) -> Plan? {
        guard let body = viewDidLoad.body else { return nil }
        let statements = Statements(model: model)
        let starts = statements.starts(after: body.lowerBound, before: body.upperBound)
        var movables: [Movable] = []
        for (position, start) in starts.enumerated() {
            let next = position + 1 < starts.count ? starts[position + 1] : body.upperBound
            guard let last = file.previous(before: next), last >= start else { continue }
            if let movable = movable(start...last) { movables.append(movable) }
        }
        let moved = movables.map(\.range)
        let placed = Dictionary(grouping: movables, by: \.name).keys.filter { placesOnlyHere($0, besides: moved) }
        movables = movables.filter { placed.contains($0.name) }
        // The screen-sized layout of one viewDidLoad() moves whole or not at all: a card moved to
        // the view's bounds while its label keeps the screen's width comes apart wherever they differ.
        let kept = screenReads(in: body).filter { read in !movables.contains { $0.range.contains(read) } }
        guard kept.isEmpty, !movables.isEmpty, let target = target(viewDidLoad: viewDidLoad, names: Set(placed)),
              let edits = edits(movables, target: target, viewDidLoadClose: body.upperBound) else { return nil }
        return Plan(statements: movables.map(\.range), fix: SuggestedFix(message: Self.message, edits: edits))
    }

    /// The `UIScreen` tokens of `UIScreen.main` in `body`.
    private func screenReads(in body: ClosedRange<Int>) -> [Int] {
        body.filter { index in
            guard file.identifier(index, "UIScreen"), let dot = file.next(after: index), file.punctuation(dot, "."),
                  let main = file.next(after: dot) else { return false }
            return file.identifier(main, "main")
        }
    }

    /// Where the statements go: the type's own `viewDidLayoutSubviews()` in this file when it has
    /// one that runs them (no `return`, `guard` or `throw` that could stop before its end, its
    /// closing brace on a line of its own, and no local hiding `view` or a moved name there),
    /// else a new one.
    func target(viewDidLoad: FunctionDeclaration, names: Set<String>) -> Target? {
        let found = declarations.flatMap { declaration in
            model.scopes.indices.filter { index in
                guard model.scopes[index].parent == declaration, let function = model.scopes[index].functionDeclaration else { return false }
                return function.kind == .function && function.name == "viewDidLayoutSubviews" && function.parameters.isEmpty
            }
        }
        guard !found.isEmpty else { return .new }
        guard found.count == 1, let function = model.scopes[found[0]].functionDeclaration, !function.isStatic,
              let body = function.body else { return nil }
        let statements = Statements(model: model)
        guard let close = statements.indentation(of: body.upperBound),
              !body.contains(where: { file.keyword($0, "return") || file.keyword($0, "guard") || file.keyword($0, "throw") }),
              !(names.union(["view"])).contains(where: { model.isShadowed($0, at: body.upperBound) }) else { return nil }
        let first = statements.starts(after: body.lowerBound, before: body.upperBound).first
        let indent = first.flatMap { statements.indentation(of: $0)?.indent }
            ?? close.indent + bodyStep(viewDidLoad: viewDidLoad, statements: statements)
        return .existing(body: body, indent: indent)
    }

    /// One level of indentation as viewDidLoad's body has it over its closing brace ("    " when unknown).
    private func bodyStep(viewDidLoad: FunctionDeclaration, statements: Statements) -> String {
        guard let body = viewDidLoad.body, let first = statements.starts(after: body.lowerBound, before: body.upperBound).first,
              let inner = statements.indentation(of: first)?.indent, let outer = statements.indentation(of: body.upperBound)?.indent,
              inner.hasPrefix(outer), inner.count > outer.count else { return "    " }
        return String(inner.dropFirst(outer.count))
    }

    /// The edits: each statement deleted with its whole lines, and inserted, reading `view.bounds`,
    /// at the target; nil when viewDidLoad's closing brace is not on a line of its own.
    func edits(_ movables: [Movable], target: Target, viewDidLoadClose: Int) -> [Edit]? {
        let statements = Statements(model: model)
        let source = file.source
        var edits: [Edit] = []
        var moved: [(indent: String, text: String)] = []
        for movable in movables {
            guard let line = statements.indentation(of: movable.range.lowerBound),
                  let newline = lineEnd(after: movable.range.upperBound) else { return nil }
            edits.append(Edit.at(file.tokens[line.lineStart].offset..<file.tokens[newline].end, "", in: source, rule: ruleID))
            moved.append((line.indent, movedText(movable)))
        }
        let lineEnding = statements.lineEnding(before: viewDidLoadClose)
        switch target {
        case .existing(let body, let indent):
            guard let close = statements.indentation(of: body.upperBound) else { return nil }
            let text = moved.map { indent + $0.text + lineEnding }.joined()
            let offset = file.tokens[close.lineStart].offset
            edits.append(Edit.at(offset..<offset, text, in: source, rule: ruleID))
        case .new:
            guard let close = statements.indentation(of: viewDidLoadClose), let bodyIndent = moved.first?.indent else { return nil }
            var text = lineEnding + lineEnding + close.indent + "override func viewDidLayoutSubviews() {" + lineEnding
                + bodyIndent + "super.viewDidLayoutSubviews()" + lineEnding
            text += moved.map { $0.indent + $0.text + lineEnding }.joined() + close.indent + "}"
            let offset = file.tokens[viewDidLoadClose].end
            edits.append(Edit.at(offset..<offset, text, in: source, rule: ruleID))
        }
        return edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// The line break that ends the line of `last`, when nothing but blanks follows it there.
    private func lineEnd(after last: Int) -> Int? {
        var i = last + 1
        while i < file.count, file.tokens[i].kind == .whitespace { i += 1 }
        return i < file.count && file.tokens[i].kind == .newline ? i : nil
    }

    /// The statement's text, byte for byte, with each `UIScreen.main.bounds` read as `view.bounds`.
    private func movedText(_ movable: Movable) -> String {
        var text = ""
        var cursor = movable.range.lowerBound
        for bounds in movable.screenBounds {
            text += cursor < bounds.lowerBound ? file.text(from: cursor, through: bounds.lowerBound - 1) : ""
            text += "view.bounds"
            cursor = bounds.upperBound + 1
        }
        return text + file.text(from: cursor, through: movable.range.upperBound)
    }
}
