import SourceModel

/// The walk's step into a call: where a value is a whole argument, what the call does with it
/// (a conversion or `min`/`max` carries it on, a geometry value takes it in under a label, any
/// other call is where it ends).
extension ValueFlowWalker {
    /// The `(` of the call whose whole argument the value is, if it is one.
    func argumentOpener(_ low: Int, _ high: Int, before: Int, after: Int?) -> Int? {
        guard let after, file.punctuation(after, ")") || file.punctuation(after, ","),
              let open = model.enclosingOpener(of: low), file.punctuation(open, "(") else { return nil }
        if file.punctuation(before, "(") || file.punctuation(before, ",") { return open }
        // After a label: `width: value`.
        if file.punctuation(before, ":"), let label = file.previous(before: before),
           let ahead = file.previous(before: label), file.punctuation(ahead, "(") || file.punctuation(ahead, ",") {
            return open
        }
        return nil
    }

    /// The value is a whole argument of the call opened at `open`: a conversion or grouping goes
    /// on outward, `min`/`max` and geometry values carry it on, any other call takes it.
    func argument(_ low: Int, _ high: Int, open: Int, into flow: inout ValueFlow) -> Step {
        guard let close = model.brackets.match(open) else { return .ended }
        guard let callee = file.previous(before: open),
              file.tokens[callee].kind == .identifier || file.keyword(callee, "init") else {
            // Grouping parentheses, or a tuple: only a group of one goes on.
            let single = model.previousInGroup(before: close) { token, _ in file.punctuation(token, ",") } == nil
            if single { return .moved(open, close) }
            flow.end(.unknown("an element of a tuple"))
            return .ended
        }
        let name = file.text(callee)
        let label = model.argumentLabel(of: low)
        let start = model.chainStart(endingAt: callee)
        let whole = (file.previous(before: start).map { file.punctuation($0, ".") } ?? false) ? start - 1 : start
        if name == "abs" || name == "fabs", flow.isAdditive, flow.meetsLength { flow.testsNearEquality = true }
        if name.hasPrefix("Int") || name.hasPrefix("UInt") { flow.toInteger = true }
        if Self.conversions.contains(name) || name == "min" || name == "max" {
            for index in open...close where index < low || index > high {
                guard file.tokens[index].kind == .identifier else { continue }
                flow.operandNames.insert(file.text(index))
                if name == "min" || name == "max", let axis, ownGeometryAxis(at: index) == axis { flow.boundsOwnSize = true }
            }
            if name == "min" || name == "max", let axis, let other = analysis.screenAxis(in: open...close, besides: low),
               other != axis {
                flow.meetsOtherAxis = true
            }
            if name == "min" || name == "max", analysis.readsBothAxesOfScreenRect(in: open...close) { flow.meetsOtherAxis = true }
            return .moved(whole, model.postfixChainEnd(after: close))
        }
        // `UIWindow.init(frame:)` makes a window, not a geometry value like `CGRect.init(x:…)`.
        let makesWindow = name == "init" && chainNames(endingAt: callee).last?.hasSuffix("Window") == true
        if makesWindow {
            flow.end(.argument(callee: chainNames(endingAt: callee) + ["init"], label: label))
            return .ended
        }
        // `super.init(size:)`, `self.init(frame:)`: the object's own initializer takes the value.
        if name == "init", let dot = file.previous(before: callee), file.punctuation(dot, "."),
           let owner = file.previous(before: dot), file.keyword(owner, "super") || file.keyword(owner, "self") {
            flow.end(.argument(callee: [file.text(owner), "init"], label: label))
            return .ended
        }
        if Self.geometryValues.contains(name) || (name == "init" && label != nil && !makesWindow) {
            flow.labels.append(label ?? "_")
            return .moved(whole, model.postfixChainEnd(after: close))
        }
        let chain = chainNames(endingAt: callee)
        if LayoutNames.isLogging(chain, hasLiteral: hasStringLiteral(open)) {
            flow.end(.logged(callee: chain))
            return .ended
        }
        // A call handed layout anchors with the length makes constraints, whoever declares it
        // (an extension in a file that never reads the screen, a layout library).
        if handsAnchors(open, close) { flow.anchoredCallees.insert(name) }
        guard isProjectCallee(chain, label: label) else {
            flow.end(.argument(callee: chain, label: label))
            return .ended
        }
        flow.end(.handedOn(callee: chain, label: label))
        return .ended
    }

    /// Whether a call is of the project's own code: an initializer of a type the project
    /// declares (not `frame:`, UIKit's own initializer of every view), or a function it declares.
    func isProjectCallee(_ chain: [String], label: String?) -> Bool {
        guard let name = chain.last else { return false }
        if let first = name.first, first.isUppercase { return label != "frame" && analysis.index.declares(name) }
        return analysis.declaredFunctions.declares(name)
    }

    /// Whether the call between `open` and `close` hands layout anchors (`view.topAnchor`,
    /// `safeAreaLayoutGuide.leftAnchor`): a function taking anchors with lengths makes constraints.
    func handsAnchors(_ open: Int, _ close: Int) -> Bool {
        (open...close).contains { file.tokens[$0].kind == .identifier && file.text($0).hasSuffix("Anchor") }
    }

    /// The logging call whose string argument interpolates the value at the `\\(` delimiter
    /// `delimiter` (`print("width \\(value)")`), if the string is one of its arguments.
    func loggingCall(interpolatingAt delimiter: Int) -> [String]? {
        guard let open = model.enclosingOpener(of: delimiter), file.punctuation(open, "("),
              let callee = file.previous(before: open), file.tokens[callee].kind == .identifier else { return nil }
        let chain = chainNames(endingAt: callee)
        return LayoutNames.isLogging(chain, hasLiteral: hasStringLiteral(open)) ? chain : nil
    }

    /// Whether the argument list opened at `open` holds a string literal of its own.
    func hasStringLiteral(_ open: Int) -> Bool {
        model.nextInGroup(after: open) { file.tokens[$0].kind == .stringDelimiter } != nil
    }
}
