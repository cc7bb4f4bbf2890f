import SourceModel

/// Walks out of the expression a value sits in, one step at a time, to where the value ends:
/// across arithmetic (noting what it is combined with), numeric conversions, grouping
/// parentheses, `min`/`max`, geometry values (`CGSize(width: …)`), ternaries and locals, until
/// an assignment, an argument, a return, a comparison or a fallback takes it. Anything it does
/// not recognise ends the walk as `unknown`: a role is proven by what the walk sees, never
/// assumed from what it does not.
struct ValueFlowWalker {
    let analysis: FileAnalysis
    var model: SourceModel { analysis.model }
    var file: SyntaxFile { model.file }
    /// The screen axis the value started as, to recognise the other one.
    let axis: Axis?
    /// The local that holds the whole size or rectangle read, while the walk follows its reads:
    /// its two axes compared (`size.width > size.height`) are one value's shape.
    var wholeLocal: String? = nil
    /// The side of a size or rectangle the value became (`width` in `CGRect(…, width: value, …)`),
    /// carried into the locals that hold it: a read of the other side (`frame.height`) is not it.
    var side: String? = nil

    /// How far a walk follows a local into another local's uses.
    static let localDepth = 3
    /// How many steps one walk takes at most; every step moves outward, so real code needs few.
    static let stepLimit = 64

    /// The flow of the value from `start` through `end`.
    func flow(from start: Int, through end: Int) -> ValueFlow {
        var flow = ValueFlow()
        walk(start, end, depth: 0, into: &flow)
        return flow
    }

    func walk(_ start: Int, _ end: Int, depth: Int, into flow: inout ValueFlow) {
        var (low, high) = (start, end)
        for _ in 0..<Self.stepLimit {
            guard let before = file.previous(before: low) else { return flow.end(.unknown("at the file's start")) }
            let after = file.next(after: high)
            if let after, Self.arithmetic.contains(file.text(after)), model.isInfix(after),
               let operand = file.next(after: after), let operandEnd = model.operandEnd(from: operand) {
                combine(operand, operandEnd, operator: file.text(after), valueOnLeft: true, into: &flow)
                high = operandEnd
                continue
            }
            if Self.arithmetic.contains(file.text(before)), model.isInfix(before), let operandEnd = file.previous(before: before) {
                let operand = model.chainStart(endingAt: operandEnd)
                combine(operand, operandEnd, operator: file.text(before), valueOnLeft: false, into: &flow)
                low = operand
                continue
            }
            if file.token(before, is: "-"), !model.isInfix(before) { low = before; continue }
            if let after, file.punctuation(after, "."), !file.newlineBetween(high, after) {
                high = model.postfixChainEnd(after: high)
                continue
            }
            switch step(low, high, before: before, after: after, depth: depth, into: &flow) {
            case .moved(let newLow, let newHigh): (low, high) = (newLow, newHigh)
            case .ended: return
            }
        }
        flow.end(.unknown("an expression too long to follow"))
    }

    enum Step { case moved(Int, Int), ended }

    /// One step that is not arithmetic: out of brackets and calls, or to the sink.
    private func step(_ low: Int, _ high: Int, before: Int, after: Int?, depth: Int, into flow: inout ValueFlow) -> Step {
        if let after, isAssignment(after), Self.isWholeTarget(low, before: before, in: model) {
            flow.end(.written)
            return .ended
        }
        // A comparison that picks one of the screen's two axes (`w > h ? h : w`) is their `min` or `max`.
        if let op = [after, before].compactMap({ $0 }).first(where: { Self.comparisons.contains(file.text($0)) }),
           let picked = pickedByComparison(low, high, op: op), let axis,
           let other = analysis.screenAxis(in: picked.other), other != axis {
            flow.meetsOtherAxis = true
            return .moved(picked.whole.lowerBound, picked.whole.upperBound)
        }
        if let after, Self.comparisons.contains(file.text(after)) {
            flow.end(.compared(operator: file.text(after), other: operand(after: after, value: low...high, sidesMet: flow.meetsOtherAxis)))
            flow.picksScale = flow.picksScale || comparisonEnd(after: after).map(picksScale(afterComparisonEndingAt:)) == true
            return .ended
        }
        if Self.comparisons.contains(file.text(before)) {
            flow.end(.compared(operator: file.text(before), other: operand(before: before, value: low...high, sidesMet: flow.meetsOtherAxis)))
            flow.picksScale = flow.picksScale || picksScale(afterComparisonEndingAt: high)
            return .ended
        }
        // `switch screenHeight { case 568: … }`: each case compares the value for equality.
        if file.keyword(before, "switch"), let after, file.punctuation(after, "{"), let label = numberCase(in: after) {
            flow.end(.compared(operator: "==", other: operand(after: label)))
            return .ended
        }
        if file.token(before, is: "??") {
            flow.end(.fallback("`\(text(model.chainStart(endingAt: file.previous(before: before) ?? before), before)) …`"))
            return .ended
        }
        if let open = argumentOpener(low, high, before: before, after: after) {
            return argument(low, high, open: open, into: &flow)
        }
        if file.token(before, is: "?") || file.punctuation(before, ":"), let moved = ternary(low, high, before: before, into: &flow) {
            return moved
        }
        if file.punctuation(before, "=") {
            assignment(before, value: low, depth: depth, into: &flow)
            return .ended
        }
        if file.tokens[before].kind == .operator, file.text(before).hasSuffix("="), !Self.comparisons.contains(file.text(before)) {
            if file.token(before, is: "/=") { flow.isDivisor = true; flow.dividesByValue = flow.dividesByValue || !flow.isScaled }
            flow.end(.assignment(target: chainNames(endingAt: file.previous(before: before)), compound: true))
            return .ended
        }
        if file.keyword(before, "return") || (file.punctuation(before, "{") || file.keyword(before, "in"))
            && (after.map { file.punctuation($0, "}") } ?? false) {
            switch returned(by: file.keyword(before, "return") ? before : nil, value: low) {
            case .fallback(let test): flow.end(.fallback(test))
            case .called(let open, let close): return .moved(open, close)
            case .member: returned(from: returningMember(at: low), depth: depth, into: &flow)
            }
            return .ended
        }
        if file.tokens[before].kind == .stringDelimiter {
            flow.end(loggingCall(interpolatingAt: before).map { .logged(callee: $0) }
                     ?? .interpolated("used in `\(text(before, after ?? high))`"))
            return .ended
        }
        flow.end(.unknown("used in `\(text(before, after ?? high))`"))
        return .ended
    }

    /// Records the operand a value is combined with: its names, the other axis, a division.
    private func combine(_ start: Int, _ end: Int, operator op: String, valueOnLeft: Bool, into flow: inout ValueFlow) {
        for index in start...end where file.tokens[index].kind == .identifier { flow.operandNames.insert(file.text(index)) }
        flow.operandTexts.insert(file.compactText(from: start, through: end))
        // Before the scaling this operation adds: a quotient by the value as it was read.
        if op == "/" && !valueOnLeft && !flow.isScaled { flow.dividesByValue = true }
        if op == "/" && valueOnLeft, (start...end).contains(where: { ["scale", "nativeScale"].contains(file.text($0)) }) {
            flow.dividedByScale = true
        }
        if op == "/" && !valueOnLeft && flow.isScaled && !flow.scaledByOther { flow.dividesByShare = true }
        if op != "+" && op != "-" {
            let byNumber = (start...end).allSatisfy { file.tokens[$0].kind == .number || file.tokens[$0].kind.isTrivia
                || file.punctuation($0, "(") || file.punctuation($0, ")") }
            if !byNumber { flow.scaledByOther = true }
            flow.isScaled = true
        }
        // The walk meets `a * 3 - value` as `3`, then `a`: an addition and a length anywhere in
        // the expression make it a difference of lengths.
        let names = (start...end).filter { file.tokens[$0].kind == .identifier }.map(file.text)
        // A margin is an amount of another kind: the screen less a length taken from the screen
        // (`(screenWidth - width) / 2`) centres within it instead.
        // Once the value is what something is divided by (`dx / width`), the sum is of ratios, not lengths.
        if op == "+" || op == "-", !flow.dividesByValue, analysis.screenAxis(in: start...end) == nil,
           !(start...end).contains(where: { file.identifier($0, "UIScreen") }) { flow.isAdditive = true }
        if analysis.screenAxis(in: start...end) == nil, names.last.map(LayoutNames.isLength) == true { flow.meetsLength = true }
        if op == "/" && !valueOnLeft { flow.isDivisor = true }
        if (op == "/" && valueOnLeft && start == end) || op == "*", let side = LayoutNames.designSide(in: start...end, of: file) {
            flow.designSide = flow.designSide ?? side
        }
        // `ceil(x * UIScreen.main.scale) / UIScreen.main.scale`: one scale, divided by in the same expression.
        if op == "/", valueOnLeft, analysis.readsScreenScale(in: start...end) { flow.isDivisor = true }
        if let axis, let other = analysis.screenAxis(in: start...end), other != axis { flow.combinesOtherAxis = true }
        if op == "*", analysis.screenAxis(in: start...end) != nil { flow.timesScreenLength = true }
        if op == "*", analysis.readsScreenScale(in: start...end) { flow.timesScreenScale = true }
    }

    /// A ternary branch: the fallback of a readiness test (`w == 0 ? UIScreen… : w`), else the
    /// whole ternary is the value.
    private func ternary(_ low: Int, _ high: Int, before: Int, into flow: inout ValueFlow) -> Step? {
        guard let question = file.token(before, is: "?") ? before : model.previousInGroup(before: before, where: { token, _ in
            file.token(token, is: "?") && model.isInfix(token)
        }), model.isInfix(question) else { return nil }
        let conditionEnd = file.previous(before: question) ?? question
        let conditionStart = expressionStart(endingAt: conditionEnd)
        // The other branch: after the `:` when the value is the first, between `?` and `:` otherwise.
        var end = high
        var other: ClosedRange<Int>?
        if file.token(before, is: "?") {
            if let colon = model.nextInGroup(after: high, where: { file.punctuation($0, ":") }), let first = file.next(after: colon) {
                end = model.operandEnd(from: first) ?? high
                other = first...max(first, end)
            }
        } else if question + 1 < before {
            other = (question + 1)...(before - 1)
        }
        // `w == 0 ? UIScreen… : w`, `w > 1 ? w : UIScreen…`: the value stands in for what the condition found missing.
        let tested = readinessNames(in: conditionStart...conditionEnd).union(thresholdNames(in: conditionStart...conditionEnd))
        // An other branch that reads the main screen too (`y > 0 ? y + screenHeight : screenHeight`)
        // adds to the screen's value rather than replacing it.
        if let other, standsIn(other, for: tested), !other.contains(where: { file.identifier($0, "UIScreen") }) {
            flow.end(.fallback("`\(text(conditionStart, conditionEnd)) ? … : …`"))
            return .ended
        }
        return .moved(conditionStart, end)
    }

    /// `let name = value` follows `name`, and so does `name = value` into a local of the body; any
    /// other `=` is an assignment to its target.
    private func assignment(_ equals: Int, value: Int, depth: Int, into flow: inout ValueFlow) {
        guard let targetEnd = file.previous(before: equals) else { return }
        // A parameter's default value that the body never reads goes nowhere. (One it reads is
        // left to the default-argument rule: which call leaves it out is the callers' to say.)
        if let (name, body) = defaultedParameter(at: equals), parameterReads(name, in: body).isEmpty {
            return flow.end(.unread(name))
        }
        if let (name, index) = localBinding(endingAt: targetEnd) {
            follow(name, declaredAt: index, depth: depth, into: &flow)
            return
        }
        // A property's initial value (`var width: CGFloat = …`) goes into the property it declares.
        let declared = declaredName(endingAt: targetEnd)
        let target = declared.map { [file.text($0)] } ?? chainNames(endingAt: targetEnd)
        if target.isEmpty { return flow.end(.discarded) }
        // One that nothing in the project reads, or a private one its file spells only there.
        if declared != nil, let name = target.first,
           analysis.project.unreadProperties.contains(name) || analysis.isUnreadPrivate(name, declaredAt: declared) {
            return flow.end(.unread(name))
        }
        if target.count == 1 || (target.count == 2 && target[0] == "self"),
           let name = target.last, isFallbackAssignment(to: name, at: equals) {
            flow.end(.fallback("an `if` that tests `\(name)` first"))
            return
        }
        // `size = CGSize(width: UIScreen…)` into a local that nothing reads up to this statement's
        // end (no loop or closure brings the value back to an earlier read, and the statement does
        // not read the old value): the value goes where the local is read next.
        if target.count == 1, let name = target.first, let declared = model.localBinding(of: name, before: equals),
           case let end = analysis.statements.statementRange(at: equals, inSwiftUI: false)?.upperBound ?? equals,
           !analysis.reads(of: name, after: declared).contains(where: { $0 <= end && !isWrite($0) }) {
            follow(name, declaredAt: declared, depth: depth, into: &flow)
            return
        }
        flow.end(.assignment(target: target, compound: false))
    }

    /// A value returned from a member of its type follows into the places the type reads that
    /// member (`var itemWidth: CGFloat { UIScreen.main.bounds.width / 3 }` read in `layoutSubviews`);
    /// one the file never reads ends as returned, its role taken from the member's name.
    private func returned(from member: String?, depth: Int, into flow: inout ValueFlow) {
        // UIKit reads what its callbacks return; a method's value goes only where it is called.
        guard let member, depth < Self.localDepth, !UIKitCallbacks.isCallback(member) else { return flow.end(.returned(member: member)) }
        let isMethod = member.contains("(")
        let reads = analysis.selfReads(of: Scope.baseName(ofKey: member)).filter { read in
            !isMethod || file.next(after: read).map { file.punctuation($0, "(") } == true
        }
        guard !reads.isEmpty else {
            let name = Scope.baseName(ofKey: member)
            return flow.end(analysis.isUnreadPrivate(name) ? .unread(name, returned: true) : .returned(member: member))
        }
        for read in reads.prefix(32) {
            var branch = ValueFlow()
            walk(read, model.postfixChainEnd(after: read), depth: depth + 1, into: &branch)
            flow.absorb(branch, heldIn: LayoutNames.isLength(member) ? Scope.baseName(ofKey: member) : nil, returnedFrom: member)
        }
    }

    // MARK: - Small readings

    /// Whether the token at `index` assigns (`=`, `+=`, `-=` …), not compares.
    private func isAssignment(_ index: Int) -> Bool {
        if file.punctuation(index, "=") { return true }
        return file.tokens[index].kind == .operator && file.text(index).hasSuffix("=") && !Self.comparisons.contains(file.text(index))
    }

    /// Whether the value starting at `low` starts its statement, so an `=` after it assigns to it.
    static func isWholeTarget(_ low: Int, before: Int, in model: SourceModel) -> Bool {
        let file = model.file
        return file.punctuation(before, "{") || file.punctuation(before, ";") || file.keyword(before, "in")
            || file.newlineBetween(before, low)
    }

    static let arithmetic: Set<String> = ["+", "-", "*", "/", "%"]
    static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!==", "~="]
    /// Calls that only convert or round a number: the value goes on through them.
    static let conversions: Set<String> = ["CGFloat", "Double", "Float", "Int", "Int32", "Int64", "UInt", "floor", "ceil",
                                           "round", "rint", "trunc", "abs", "fabs", "sqrt", "floorf", "ceilf", "roundf"]
    /// Calls that build a geometry value from lengths, or compute one from another (a rectangle
    /// fitted into it, `AVMakeRect(aspectRatio:insideRect:)`; where two overlap): the value goes on
    /// inside what they build, and where that goes decides its role.
    static let geometryValues: Set<String> = ["CGSize", "CGRect", "CGPoint", "CGVector", "UIEdgeInsets",
                                              "NSDirectionalEdgeInsets", "UIOffset", "CGSizeMake", "CGRectMake",
                                              "CGPointMake", "UIEdgeInsetsMake", "insetBy", "offsetBy",
                                              "CGAffineTransform", "translatedBy", "AVMakeRect", "intersection",
                                              "CGRectIntersection", "union", "CGRectUnion", "CGRectIntegral", "integral"]

    /// The axis of a view's own `bounds` or `frame` read at `index` (`bounds.width`,
    /// `self.frame.size.height`), not a screen's (`UIScreen.main.bounds`, `window.screen.bounds`):
    /// the screen's same axis beside it in `min`/`max` is a floor or a ceiling for the view's own
    /// length; the other axis picks the view's short or long side, which the view's own two sides answer.
    func ownGeometryAxis(at index: Int) -> Axis? {
        guard file.token(index, is: "bounds") || file.token(index, is: "frame") else { return nil }
        if let dot = file.previous(before: index), file.punctuation(dot, "."), let owner = file.previous(before: dot),
           file.token(owner, is: "main") || file.token(owner, is: "screen") || file.token(owner, is: "mainScreen") {
            return nil
        }
        var current = index
        while let dot = file.next(after: current), file.punctuation(dot, "."), let member = file.next(after: dot),
              file.tokens[member].kind == .identifier {
            if let axis = Axis(member: file.text(member)) { return axis }
            current = member
        }
        return nil
    }

    /// The names of the chain ending at `end`: `self.cell.frame` -> ["self", "cell", "frame"].
    /// The names of the chain ending at `end` (`Card`, `frame` in `Card(index: index).frame`),
    /// without the names inside its call, subscript and closure groups.
    func chainNames(endingAt end: Int?) -> [String] {
        guard let end else { return [] }
        var names: [String] = []
        var index = model.chainStart(endingAt: end)
        while index <= end {
            if file.tokens[index].kind == .identifier || file.keyword(index, "self") { names.append(file.text(index)) }
            let opens = file.punctuation(index, "(") || file.punctuation(index, "[") || file.punctuation(index, "{")
            if opens, let close = model.brackets.match(index), close > index {
                index = close
            }
            index += 1
        }
        return names
    }

    private func text(_ start: Int, _ end: Int) -> String {
        start <= end ? file.compactText(from: start, through: end) : ""
    }
}

extension ValueFlowWalker {
    /// Whether the ternary branch `range` is the value its condition tested (`w` in `w > 1 ? w : …`,
    /// `CGFloat(w) - 20`, `btn.bounds` beside `btn.bounds.isEmpty`): every chain it starts reads a name the
    /// condition tested, so the other branch
    /// stands in for it. A branch that also computes with other values (`(y - top) / -velocity.y`
    /// beside `velocity.y < 0`) picks between two results, not a fallback.
    func standsIn(_ range: ClosedRange<Int>, for tested: Set<String>) -> Bool {
        let roots = range.filter { index in
            guard file.tokens[index].kind == .identifier else { return false }
            if let before = file.previous(before: index), file.punctuation(before, "."), range.contains(before) { return false }
            // A conversion's type (`CGFloat(…)`, `Double(…)`) is no value.
            if file.text(index).first?.isUppercase == true, let next = file.next(after: index), file.punctuation(next, "(") { return false }
            return true
        }
        // A chain stands for a tested name where it reads one (`btn.bounds` for `btn.bounds.isEmpty`).
        return !roots.isEmpty && roots.allSatisfy { root in
            (root...max(root, model.postfixChainEnd(after: root))).contains {
                file.tokens[$0].kind == .identifier && tested.contains(file.text($0))
            }
        }
    }
}
