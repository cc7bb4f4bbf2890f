import SourceModel

/// The small readings the walk makes of the tokens next to a value.
extension ValueFlowWalker {
    /// What a comparison at `op` compares the value (at `value`) with, on its right. `sidesMet`: the
    /// value already met the screen's other axis (`min(w, h)`), so a length reading that axis again is
    /// the same short or long side, not the screen's other axis.
    func operand(after op: Int, value: ClosedRange<Int>? = nil, sidesMet: Bool = false) -> ValueSink.Operand {
        guard let start = file.next(after: op), let end = comparisonEnd(after: op) else { return .value("") }
        return sided(ownOtherAxis(value, start...end) ?? classify(start...end), start...end, sidesMet: sidesMet)
    }

    private func sided(_ operand: ValueSink.Operand, _ range: ClosedRange<Int>, sidesMet: Bool) -> ValueSink.Operand {
        guard sidesMet, case .otherScreenAxis = operand else { return operand }
        return .value(file.compactText(from: range.lowerBound, through: range.upperBound))
    }

    /// The last token of the whole sum or product on the right of the comparison at `op`.
    func comparisonEnd(after op: Int) -> Int? {
        guard let start = file.next(after: op), var end = model.operandEnd(from: start) else { return nil }
        while let sign = file.next(after: end), Self.arithmetic.contains(file.text(sign)), model.isInfix(sign),
              let term = file.next(after: sign), let termEnd = model.operandEnd(from: term) {
            end = termEnd
        }
        return end
    }

    /// The other axis of the whole local the walk follows (`size.height` where the value is
    /// `size.width`), or the screen's other axis read again, if that is what `other` is.
    private func ownOtherAxis(_ value: ClosedRange<Int>?, _ other: ClosedRange<Int>) -> ValueSink.Operand? {
        guard let wholeLocal, let value else { return nil }
        func axis(of range: ClosedRange<Int>) -> Axis? {
            let names = range.filter { file.tokens[$0].kind == .identifier }.map(file.text)
            guard names.count == 2, names[0] == wholeLocal, range.count == 3 else { return nil }
            return Axis(member: names[1])
        }
        guard let mine = axis(of: value) else { return nil }
        let spelled = file.compactText(from: other.lowerBound, through: other.upperBound)
        if let theirs = axis(of: other) {
            return theirs == mine ? nil : .ownOtherAxis(spelled)
        }
        // The local holds the screen's whole size: its axis against the same axis read again is the screen against itself.
        if analysis.screenRectLocals.contains(wholeLocal), let read = plainScreenRead(other) {
            return read == mine ? .sameScreenLength(spelled) : .otherScreenAxis
        }
        return analysis.screenAxis(in: other).flatMap { $0 == mine ? nil : .otherScreenAxis }
    }

    /// The axis of `range` when it is nothing but a read of the screen's length
    /// (`UIScreen.main.bounds.size.height`), with no arithmetic around it.
    private func plainScreenRead(_ range: ClosedRange<Int>) -> Axis? {
        let significant = range.filter { !file.tokens[$0].kind.isTrivia }
        guard significant.allSatisfy({ file.tokens[$0].kind == .identifier || file.punctuation($0, ".") }),
              let main = significant.first(where: { file.token($0, is: "main") }) else { return nil }
        return analysis.screenAxisRead(after: main)
    }

    /// The `case` keyword of the first case of the switch body opened at `open` that matches a
    /// number (`case 568:`) or a constant (`case Globals.iPhoneSEHeight:`, `case kTallHeight:`), if any.
    func numberCase(in open: Int) -> Int? {
        guard let close = model.brackets.match(open) else { return nil }
        var index = open + 1
        while index < close {
            if file.keyword(index, "case"), let label = file.next(after: index) {
                if file.tokens[label].kind == .number { return index }
                guard let end = model.operandEnd(from: label), end < close else { return nil }
                switch classify(label...end) {
                case .constant, .deviceDimension: return index
                default: return nil
                }
            }
            index = model.brackets.match(index).map { $0 > index ? $0 + 1 : index + 1 } ?? index + 1
        }
        return nil
    }

    /// What a comparison at `op` compares the value with, on its left: the whole sum or product
    /// there (`frame.maxX + 18`), which binds tighter than the comparison.
    func operand(before op: Int, value: ClosedRange<Int>? = nil, sidesMet: Bool = false) -> ValueSink.Operand {
        guard let end = file.previous(before: op) else { return .value("") }
        var start = model.chainStart(endingAt: end)
        while let sign = file.previous(before: start), Self.arithmetic.contains(file.text(sign)), model.isInfix(sign),
              let term = file.previous(before: sign) {
            start = model.chainStart(endingAt: term)
        }
        return sided(ownOtherAxis(value, start...end) ?? classify(start...end), start...end, sidesMet: sidesMet)
    }

    /// Whether an operand, as written without spaces, reads the view's own frame (`frame.maxX`,
    /// `self.frame.origin.x + 18`): where the view sits in its superview.
    static func isOwnFrame(_ text: String) -> Bool {
        text.hasPrefix("frame.") || text.hasPrefix("self.frame.")
    }

    /// A constant (a number, a `kName`, an `UPPER_CASE` name, a static member such as
    /// `Layout.maxWidth`), zero or nil, the screen's other axis, a screen object, or another value.
    private func classify(_ range: ClosedRange<Int>) -> ValueSink.Operand {
        let significant = range.filter { !file.tokens[$0].kind.isTrivia }
        let spelled = file.compactText(from: range.lowerBound, through: range.upperBound)
        if ["0", "0.0", "nil", ".zero", "CGFloat.zero", "CGSize.zero", "CGRect.zero"].contains(spelled) { return .zeroOrNil }
        if significant.allSatisfy({ file.tokens[$0].kind == .number || Self.arithmetic.contains(file.text($0))
            || file.punctuation($0, "(") || file.punctuation($0, ")") }) {
            return significant.count == 1 && LayoutNames.isDeviceDimension(spelled) ? .deviceDimension(spelled) : .constant
        }
        // `size.height` of a local holding the screen's whole size: the screen against itself, or its other side.
        if let axis, let local = significant.first.map(file.text), analysis.screenRectLocals.contains(local),
           significant.allSatisfy({ file.tokens[$0].kind == .identifier || file.punctuation($0, ".") }),
           let last = significant.last, let theirs = Axis(member: file.text(last)) {
            return theirs == axis ? .sameScreenLength(spelled) : .otherScreenAxis
        }
        if let axis, let other = analysis.screenAxis(in: range) {
            // The same screen length on both sides (`h - a + t > h - a`) cancels out: the test is
            // about the other terms, not about the screen, and stays so only if both sides change together.
            return other != axis ? .otherScreenAxis : .value(spelled)
        }
        if spelled.hasSuffix("UIScreen.main") || spelled.hasSuffix(".screen") || spelled == "screen" { return .screenObject }
        let names = significant.filter { file.tokens[$0].kind == .identifier }.map(file.text)
        if let first = names.first, names.count <= 2, Self.isConstantName(first, static: names.count == 2) { return .constant }
        if let name = significant.last, names.count == 1, model.isNumberConstant(file.text(name), at: name) { return .constant }
        // A local holding a position in window or screen coordinates, or a member of it (`endFrame.origin.y`).
        if let root = significant.first, significant.allSatisfy({ file.tokens[$0].kind == .identifier || file.punctuation($0, ".") }),
           holdsGlobalPosition(root) { return .windowPosition(spelled) }
        return names.contains(where: Self.namesGeometry) ? .geometry(spelled) : .value(spelled)
    }

    /// Whether the local named at `index` is declared from a frame in window coordinates
    /// (`let minY = geometry.frame(in: .global).minY`) or from the keyboard's frame, which a
    /// notification hands in screen coordinates (`let end = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect`).
    private func holdsGlobalPosition(_ index: Int) -> Bool {
        guard file.tokens[index].kind == .identifier, let binding = model.localBinding(of: file.text(index), before: index),
              let equals = file.next(after: binding), file.punctuation(equals, "="), let first = file.next(after: equals),
              let end = model.operandEnd(from: first) else { return false }
        return (first...end).contains { token in
            (file.identifier(token, "global") && file.previous(before: token).map { file.punctuation($0, ".") } == true)
                || (file.tokens[token].kind == .identifier && Self.keyboardFrameKeys.contains(file.text(token)))
        }
    }

    /// The keys of a keyboard notification's frames, which are in screen coordinates.
    private static let keyboardFrameKeys: Set<String> = [
        "keyboardFrameEndUserInfoKey", "keyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardFrameBeginUserInfoKey",
    ]

    /// Whether a name in the other operand makes it a view's, window's or screen's own geometry or
    /// scale: `frame`, `bounds`, a `size` (`geo.size`, the size a transition hands in), anything
    /// named as a window, a screen or a scale.
    private static func namesGeometry(_ name: String) -> Bool {
        if ["frame", "bounds", "size"].contains(name) { return true }
        return LayoutNames.words(of: name).contains { ["window", "screen", "scale"].contains($0) }
    }

    /// `kMaxWidth`, `MAX_WIDTH`, or the owner of a static member (`Layout.maxWidth`, `Constants.x`).
    private static func isConstantName(_ name: String, static isMember: Bool) -> Bool {
        guard let first = name.first else { return false }
        if isMember { return first.isUppercase }
        if first == "k", name.dropFirst().first?.isUppercase == true { return true }
        return name.count > 1 && name.allSatisfy { $0.isUppercase || $0 == "_" || $0.isNumber }
    }

    /// The first token of the expression that ends at `end`: back to an `=`, a `,`, an opening
    /// bracket, a keyword or the statement's start.
    func expressionStart(endingAt end: Int) -> Int {
        let statements = Statements(model: model)
        let stop = model.previousInGroup(before: end) { token, following in
            if file.punctuation(token, "=") || file.punctuation(token, ",") || file.punctuation(token, ";")
                || file.punctuation(token, ":") || file.token(token, is: "??") || file.token(token, is: "?") { return true }
            if file.tokens[token].kind == .keyword, !file.keyword(token, "self"), !file.keyword(token, "nil") { return true }
            return statements.endsStatement(between: token, and: following)
        }
        let from = stop ?? model.enclosingOpener(of: end) ?? -1
        return file.next(after: from).map { min($0, end) } ?? end
    }

    /// The names the tokens test for readiness: compared with zero or nil (`w == 0`, `size <= .zero`,
    /// `x != nil`), or asked `isEmpty` / `isZero` (`width.isZero`).
    func readinessNames(in range: ClosedRange<Int>) -> Set<String> {
        var names: Set<String> = []
        for index in range {
            if file.identifier(index, "isEmpty") || file.identifier(index, "isZero"),
               let dot = file.previous(before: index), let owner = file.previous(before: dot), file.tokens[owner].kind == .identifier {
                names.insert(file.text(owner))
            }
            guard Self.comparisons.contains(file.text(index)), let next = file.next(after: index) else { continue }
            let isZero = ["0", "0.0", "nil"].contains(file.text(next))
                || (file.punctuation(next, ".") && file.next(after: next).map { file.identifier($0, "zero") } == true)
            guard isZero, let left = file.previous(before: index) else { continue }
            for name in model.chainStart(endingAt: left)...left where file.tokens[name].kind == .identifier {
                names.insert(file.text(name))
            }
        }
        return names
    }

    /// The names the tokens compare with a number (`tableView.bounds.width > 1`), outside chains
    /// that read the main screen: in a ternary whose other branch reads the same name, the screen
    /// stands in until that value is large enough, a fallback like one for zero.
    func thresholdNames(in range: ClosedRange<Int>) -> Set<String> {
        var names: Set<String> = []
        for index in range where Self.comparisons.contains(file.text(index)) {
            guard let next = file.next(after: index), file.tokens[next].kind == .number,
                  let left = file.previous(before: index) else { continue }
            let chain = model.chainStart(endingAt: left)...left
            guard !chain.contains(where: { file.identifier($0, "UIScreen") }) else { continue }
            // The chain's root names the value (`tableView`); its members (`bounds`, `width`) name no one.
            if let root = chain.first(where: { file.tokens[$0].kind == .identifier }) { names.insert(file.text(root)) }
        }
        return names
    }

    /// `name` and its token for a value bound by `let name =`, `var name =` or `let name: Type =`
    /// to a local (not a type's property).
    func localBinding(endingAt end: Int) -> (String, Int)? {
        guard let name = declaredName(endingAt: end) else { return nil }
        let scope = model.innermostScope(at: name)
        guard let parent = model.scopes[scope].parent, model.scopes[parent].typeDeclaration == nil else { return nil }
        return (file.text(name), name)
    }

    /// The name a `let` or `var` declares whose pattern (with its type annotation) ends at
    /// `end`: `width` in `var width: CGFloat = …` from `CGFloat`.
    func declaredName(endingAt end: Int) -> Int? {
        var name = end
        if let colon = model.previousInGroup(before: end, where: { token, following in
            file.punctuation(token, ":") || file.newlineBetween(token, following) || file.keyword(token, "let")
                || file.keyword(token, "var")
        }), file.punctuation(colon, ":"), let annotated = file.previous(before: colon) {
            name = annotated
        }
        guard file.tokens[name].kind == .identifier, let binder = file.previous(before: name),
              file.keyword(binder, "let") || file.keyword(binder, "var") else { return nil }
        return name
    }

    /// Whether the assignment at `equals` to `name` sits in an `if` whose condition tests `name`
    /// for zero or nil first: `if width <= 0 { width = UIScreen.main.bounds.width }`.
    func isFallbackAssignment(to name: String, at equals: Int) -> Bool {
        guard let brace = model.enclosingBrace(before: equals), let keyword = model.conditionKeyword(opening: brace),
              file.keyword(keyword, "if"), keyword + 1 < brace else { return false }
        return readinessNames(in: (keyword + 1)...(brace - 1)).contains(name)
    }

    /// The key of the function or property a value at `index` is returned from (a local function
    /// is its own), or nil for a closure's result.
    func returningMember(at index: Int) -> String? {
        for scope in model.scopeChain(at: index).reversed() {
            switch model.scopes[scope].kind {
            case .closure: return nil
            case .function, .property: return model.scopes[scope].memberKey
            default: continue
            }
        }
        return nil
    }
}
