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
final class SharedStatements {
    let model: SourceModel
    /// Per block `{`, the first token of each of its statements.
    private var startsByBlock: [Int: [Int]] = [:]
    /// Per statement (its first token), the text its repeated-statement decision is keyed by.
    private var statementKeys: [Int: String] = [:]
    /// Per statement binding a local (its first token), the statement that first reads the local.
    private var readers: [Int: ClosedRange<Int>?] = [:]
    /// Per block `{`, its identifier tokens by name, in order: a local's first read is looked up,
    /// not walked to, so N locals in one block cost the block once, not N times.
    private var namesByBlock: [Int: [String: [Int]]] = [:]
    /// Per statement (its first token), whether it names a scroll offset and an item size.
    var scrollNames: [Int: (offset: Bool, extent: Bool)] = [:]
    /// Whether the file has a use in a scroll offset: only then do item sizes and offsets pair up.
    var hasScrollOffset = false

    init(model: SourceModel) {
        self.model = model
    }

    /// The first token of the statement holding `index`, or nil outside any block.
    func statement(at index: Int, inSwiftUI: Bool) -> Int? {
        statementRange(at: index, inSwiftUI: inSwiftUI)?.lowerBound
    }

    /// The first and last tokens of the statement holding `index`, or nil outside any block.
    func statementRange(at index: Int, inSwiftUI: Bool) -> ClosedRange<Int>? {
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
            let next = found < starts.count ? starts[found] : close
            let last = model.file.previous(before: next).map { max($0, starts[found - 1]) } ?? starts[found - 1]
            return starts[found - 1]...last
        }
        return nil
    }

    private func starts(of block: Int, close: Int, statements: Statements) -> [Int] {
        if let known = startsByBlock[block] { return known }
        let found = statements.starts(after: block, before: close)
        startsByBlock[block] = found
        return found
    }

    /// The `{` of every closure in the file, found on first ask.
    private lazy var closureBraces = Set(model.scopes.compactMap { $0.closure?.braces.lowerBound })

    private func isClosure(_ brace: Int) -> Bool {
        closureBraces.contains(brace)
    }

    /// The screen's own settable state: every read and write of one in a type moves together.
    static let screenState: Set<String> = ["brightness", "wantsSoftwareDimming", "overscanCompensation"]

    /// A decision a type may take in several places: the key they share, and what kind it is.
    struct Decision: Hashable {
        enum Kind: Hashable {
            /// A comparison with a constant (`UIScreen.main.bounds.height < 600`).
            case comparison
            /// A statement written the same in several members.
            case repeatedStatement
            /// The screen's own state (`brightness`), saved, set and restored.
            case screenState
            /// A list's scroll geometry: an item size and the scroll offsets that count in it.
            case scrollGeometry
            /// One property or constraint set from the screen in several statements of a type.
            case assignedTarget
            /// The screen's scale read more than once in one member: the values align one drawing.
            case memberScale
            /// The screen's size or scale read in a type that also reads it through a project helper.
            case helperRead
            /// The screen's size read to lay out content along one axis anywhere in one type: its
            /// views, rows and frames are one design (a header as wide as the grid under it, a scroll
            /// threshold as tall as the first row), so one part moved to its container while another
            /// keeps the screen's splits the design wherever the window is not the screen.
            case typeLayout(Axis)

            /// Whether its places set one value again (a repeated statement, one target): a copy
            /// run in every layout pass then sets it after the others and before the view shows.
            var isCopy: Bool { self == .repeatedStatement || self == .assignedTarget }

            /// Whether it is a type's layout along one axis.
            var isLayout: Bool {
                if case .typeLayout = self { return true }
                return false
            }

            /// The order withdrawals are explained in when a use takes several decisions.
            var order: Int {
                switch self {
                case .screenState: 0
                case .comparison: 1
                case .repeatedStatement: 2
                case .scrollGeometry: 3
                case .assignedTarget: 4
                case .memberScale: 5
                case .helperRead: 6
                case .typeLayout: 7
                }
            }
        }
        var key: String
        var kind: Kind
    }

    /// The decisions a use takes in its type, which every place the type takes them must move
    /// together, or one state would follow the window and another the screen: a comparison with a
    /// constant (`UIScreen.main.bounds.height < 600`), keyed by what it reads, the operator and the
    /// constant; else its statement, written the same in several members
    /// (`let screenHeight = UIScreen.main.bounds.height` in each of four `setConstraintView…()`);
    /// for a use in a list's item size or scroll offset, the list geometry of the type; and, per
    /// axis of the screen's size the use lays content out with, the type's layout on that axis.
    func decisions(at use: Use, inSwiftUI: Bool, laidOutAxes: [Axis]) -> [Decision] {
        guard let type = model.context(at: use.first).type else { return [] }
        if let state = screenState(at: use, type: type) { return [state] }
        let statement = statementRange(at: use.first, inSwiftUI: inSwiftUI)
        let reader = statement.flatMap { readerStatement(of: $0, inSwiftUI: inSwiftUI) }
        var found: [Decision] = []
        if let comparison = comparison(at: use, type: type) {
            found.append(comparison)
        } else if let statement {
            found.append(repeated(statement, reader: reader, type: type))
        }
        if let geometry = scrollGeometry(at: use, statements: [statement, reader].compactMap { $0 }) {
            found.append(geometry)
        }
        // `indicator.constant = UIScreen.main.bounds.width / 2` in one member and `= width / 2 * tag`
        // in another set one thing: written differently, still one decision. Only a statement that
        // reads the screen itself, and only a target of the type's own (a local is another object).
        if let target = statement.flatMap(assignedTarget) {
            found.append(Decision(key: "\(type.qualifiedName)|= \(target)", kind: .assignedTarget))
        }
        if let scale = memberScale(at: use) { found.append(scale) }
        if let value = Self.readValue(at: use, in: model.file) {
            found.append(Self.helperRead(type: type.qualifiedName, value: value))
        }
        for axis in laidOutAxes { found.append(Decision(key: "\(type.qualifiedName)|layout", kind: .typeLayout(axis))) }
        return found
    }

    /// The decision a type takes wherever it reads the screen's `value`, directly or through a
    /// project helper: the helper stays on the main screen, so a rewrite beside it would split the
    /// type's geometry (`contentOffset.x < UIScreen.main.bounds.width` moved to the scroll view
    /// while the parallax under it still counts in `Constants.screenWidth`).
    static func helperRead(type: String, value: HelperValue) -> Decision {
        Decision(key: "\(type)|helper \(value.rawValue)", kind: .helperRead)
    }

    /// What a use of `UIScreen.main` reads: its size (`bounds`) or its scale; nil for anything else.
    static func readValue(at use: Use, in file: SyntaxFile) -> HelperValue? {
        guard let dot = file.next(after: use.main), file.punctuation(dot, "."), let member = file.next(after: dot) else { return nil }
        switch file.text(member) {
        case "bounds": return .size
        case "scale", "nativeScale": return .scale
        default: return nil
        }
    }

    /// The screen's scale read in several statements of one member (`let scale = UIScreen.main.scale`
    /// for a centring offset, `1 / UIScreen.main.scale` for a hairline's width): the values line up
    /// one drawing on the pixel grid, so one moved to the trait scale while the other keeps the
    /// screen's puts the line off its pixel wherever the two differ. Only reads that compute with
    /// the scale count: an operand of `*` or `/`, or a local bound to it; a scale handed to a layer
    /// or printed stands alone.
    private func memberScale(at use: Use) -> Decision? {
        let file = model.file
        guard let member = model.context(at: use.first).member,
              Self.readValue(at: use, in: file) == .scale, let dot = file.next(after: use.main),
              let name = file.next(after: dot) else { return nil }
        let before = file.previous(before: use.first), after = file.next(after: name)
        let computes = [before, after].contains { $0.map { file.token($0, is: "*") || file.token($0, is: "/") } == true }
        let bound = before.map { file.punctuation($0, "=") } == true
            && before.flatMap(file.previous(before:)).flatMap(file.previous(before:)).map { file.keyword($0, "let") || file.keyword($0, "var") } == true
        guard computes || bound else { return nil }
        return Decision(key: "member \(member)|scale", kind: .memberScale)
    }

    /// A screen property the type saves, sets and restores (`brightness`) is one state of the
    /// display: setting it on the window's screen while restoring it on the main one splits it.
    private func screenState(at use: Use, type: TypeDeclaration) -> Decision? {
        let file = model.file
        guard let dot = file.next(after: use.main), file.punctuation(dot, "."), let member = file.next(after: dot),
              Self.screenState.contains(file.text(member)) else { return nil }
        return Decision(key: "\(type.qualifiedName)|UIScreen.\(file.text(member))", kind: .screenState)
    }

    private func comparison(at use: Use, type: TypeDeclaration) -> Decision? {
        let file = model.file
        let end = model.postfixChainEnd(after: use.main)
        guard let op = file.next(after: end), ValueFlowWalker.comparisons.contains(file.text(op)),
              let constant = file.next(after: op), file.tokens[constant].kind == .number else { return nil }
        let key = "\(type.qualifiedName)|\(file.text(from: use.main, through: end))\(file.text(op))\(file.text(constant))"
        return Decision(key: key, kind: .comparison)
    }

    /// The statement's text; for a local (`let screenWidth = UIScreen.main.bounds.width`), which
    /// decides nothing yet, with the statement that first reads it (`let height = screenWidth - 278`).
    private func repeated(_ statement: ClosedRange<Int>, reader: ClosedRange<Int>?, type: TypeDeclaration) -> Decision {
        // Every use of a statement shares its key: spelled once, or a statement of N uses costs N².
        if let known = statementKeys[statement.lowerBound] { return Decision(key: "\(type.qualifiedName)|\(known)", kind: .repeatedStatement) }
        let file = model.file
        var text = file.compactText(from: statement.lowerBound, through: statement.upperBound)
        if let reader { text += " ⏎ " + file.compactText(from: reader.lowerBound, through: reader.upperBound) }
        statementKeys[statement.lowerBound] = text
        return Decision(key: "\(type.qualifiedName)|\(text)", kind: .repeatedStatement)
    }

    /// The statement that first reads the local `statement` binds, if it binds one.
    private func readerStatement(of statement: ClosedRange<Int>, inSwiftUI: Bool) -> ClosedRange<Int>? {
        if let known = readers[statement.lowerBound] { return known }
        var found: ClosedRange<Int>?
        if let local = boundLocal(statement), let reader = firstRead(of: local, after: statement.upperBound) {
            found = statementRange(at: reader, inSwiftUI: inSwiftUI)
        }
        readers[statement.lowerBound] = found
        return found
    }

    /// The property chain a statement assigns (`self.indicator.constant` of `self.indicator.constant = …`).
    private func assignedTarget(_ statement: ClosedRange<Int>) -> String? {
        let file = model.file
        var index: Int? = statement.lowerBound
        while let current = index, current <= statement.upperBound {
            if file.punctuation(current, "=") {
                guard current > statement.lowerBound, !isLocal(statement.lowerBound) else { return nil }
                return file.compactText(from: statement.lowerBound, through: file.previous(before: current) ?? current)
            }
            guard file.tokens[current].kind == .identifier || file.keyword(current, "self") || file.punctuation(current, ".")
                    || file.token(current, is: "?") || file.token(current, is: "!") else { return nil }
            index = file.next(after: current)
        }
        return nil
    }

    /// Whether the chain starting at `start` starts from a local or parameter (`layout.itemSize`
    /// after `let layout = …`), not from `self` or the type's own member.
    private func isLocal(_ start: Int) -> Bool {
        let file = model.file
        return file.tokens[start].kind == .identifier && model.isShadowed(file.text(start), at: start)
    }

    /// The name a `let` or `var` statement binds, for a single plain name.
    private func boundLocal(_ statement: ClosedRange<Int>) -> String? {
        let file = model.file
        guard file.keyword(statement.lowerBound, "let") || file.keyword(statement.lowerBound, "var"),
              let name = file.next(after: statement.lowerBound), file.tokens[name].kind == .identifier else { return nil }
        return file.text(name)
    }

    /// The first token after `index`, in the same block, that spells `name`.
    private func firstRead(of name: String, after index: Int) -> Int? {
        guard let block = model.enclosingBrace(before: index), let close = model.brackets.match(block) else { return nil }
        let names: [String: [Int]]
        if let known = namesByBlock[block] {
            names = known
        } else {
            var found: [String: [Int]] = [:]
            for token in block..<close where model.file.tokens[token].kind == .identifier {
                found[model.file.text(token), default: []].append(token)
            }
            namesByBlock[block] = found
            names = found
        }
        guard let spelled = names[name] else { return nil }
        let first = spelled.partitionPoint { $0 > index }
        return first < spelled.count ? spelled[first] : nil
    }

    /// Whether a rewritten copy of a repeated statement stands on its own: one that runs in every
    /// layout pass sets the value again after a copy in setup code (`didSet` of an outlet,
    /// `viewDidLoad`) and before the view shows, so the two never disagree on screen.
    static func supersedesCopies(_ moments: Moments) -> Bool {
        !moments.ordered.isEmpty && moments.ordered.allSatisfy { $0.moment == .layout || $0.moment == .forcedLayout }
    }
}
