import SourceModel

/// Where a `return` hands the value on: to the code after a test that preferred another value
/// (the value is that test's fallback), to the expression a closure called where it is written
/// stands in (`let h: CGFloat = { …; return UIScreen… }()`), or out of the member.
extension ValueFlowWalker {
    enum Returned: Equatable {
        /// The fallback of a test that returns the value it prefers first: what the test is.
        case fallback(String)
        /// The result of the closure call spanning these tokens (`{` through the call's `)`).
        case called(Int, Int)
        /// The member's result, or a closure's kept as a value.
        case member
    }

    /// Where the value at `low`, returned by the `return` at `keyword` (nil for a closure's single
    /// expression), goes.
    func returned(by keyword: Int?, value low: Int) -> Returned {
        if let keyword, let test = preferringTest(before: keyword) { return .fallback(test) }
        for scope in model.scopeChain(at: low).reversed() {
            if let closure = model.scopes[scope].closure {
                guard closure.isImmediatelyCalled, let open = file.next(after: closure.braces.upperBound),
                      let close = model.brackets.match(open) else { return .member }
                return .called(closure.braces.lowerBound, close)
            }
            if model.scopes[scope].functionDeclaration != nil || model.scopes[scope].propertyDeclaration != nil { return .member }
        }
        return .member
    }

    /// The test a `return` at `keyword` is the fallback of: `guard let window = … else { return
    /// UIScreen… }`, or `if let window = … { return window.bounds.height }` right before
    /// `return UIScreen…`. Either runs the return only when the window, scene or view the test
    /// looks for is missing.
    private func preferringTest(before keyword: Int) -> String? {
        guard let open = model.enclosingBrace(before: keyword) else { return nil }
        if let elseToken = file.previous(before: open), file.keyword(elseToken, "else"),
           let guardToken = model.conditionKeyword(opening: elseToken), file.keyword(guardToken, "guard"),
           guardToken + 1 < elseToken, let tested = testedName(in: (guardToken + 1)...(elseToken - 1)) {
            return "a `guard` that finds \(tested) missing"
        }
        guard let previous = file.previous(before: keyword), file.punctuation(previous, "}"),
              let body = model.brackets.match(previous), let ifToken = model.conditionKeyword(opening: body),
              file.keyword(ifToken, "if"), ifToken + 1 < body, returnsDirectly(from: body, to: previous),
              let tested = testedName(in: (ifToken + 1)...(body - 1)) else { return nil }
        return "an `if` that returns first when it has \(tested)"
    }

    /// What a condition looks for: the names it binds (`if let scene = …, let window = …`,
    /// `if let window`), else the names it tests for readiness (`width > 0`, `image != nil`).
    private func testedName(in condition: ClosedRange<Int>) -> String? {
        let bound = model.conditionBindings(in: condition)
        let names = bound.isEmpty ? readinessNames(in: condition).union(thresholdNames(in: condition)).sorted() : bound
        // A cache or a model the test finds empty (`if let known = heights[row]`) leaves the screen's
        // value as the computation itself, not a stand-in for a view the code could not reach.
        guard names.contains(where: Self.namesPlace) else { return nil }
        return names.map { "`\($0)`" }.joined(separator: " and ")
    }

    /// Whether a name holds a place the content is shown in: a window, a scene, a view or a screen.
    private static func namesPlace(_ name: String) -> Bool {
        LayoutNames.words(of: name).contains { ["window", "scene", "view", "superview", "container", "screen", "host", "parent"].contains($0) }
    }

    /// Whether the block from `open` to `close` returns in a statement of its own, not only in a
    /// closure or a nested block.
    private func returnsDirectly(from open: Int, to close: Int) -> Bool {
        var index = open + 1
        while index < close {
            if file.keyword(index, "return") { return true }
            index = model.brackets.match(index).map { $0 > index ? $0 + 1 : index + 1 } ?? index + 1
        }
        return false
    }

    /// The parameter whose default value the `=` at `equals` gives, with its function's body:
    /// `width` in `func setUp(width: CGFloat = UIScreen.main.bounds.width) { … }`.
    func defaultedParameter(at equals: Int) -> (name: String, body: ClosedRange<Int>)? {
        let context = model.context(at: equals)
        guard context.placement == .defaultArgument, let member = context.member,
              let function = model.scopes[member].functionDeclaration, let body = function.body,
              let open = model.enclosingOpener(of: equals), file.punctuation(open, "(") else { return nil }
        // Back from `=` to the parameter's `:` in the list itself, past a type of any shape.
        var index = equals
        while let previous = file.previous(before: index), previous > open {
            index = previous
            guard file.punctuation(index, ":"), model.enclosingOpener(of: index) == open,
                  let name = file.previous(before: index), file.tokens[name].kind == .identifier else { continue }
            let spelled = file.text(name)
            return function.parameters.contains { $0.name == spelled && $0.hasDefault } ? (spelled, body) : nil
        }
        return nil
    }

    /// The reads of a parameter in its function's body: not a member of something else, a label,
    /// or a new binding of the name. None makes its default value go nowhere.
    func parameterReads(_ name: String, in body: ClosedRange<Int>) -> [Int] {
        analysis.mentions(of: name, in: body).filter { index in
            if let before = file.previous(before: index),
               file.punctuation(before, ".") || file.keyword(before, "let") || file.keyword(before, "var") { return false }
            return !model.isLabel(index)
        }
    }
}
