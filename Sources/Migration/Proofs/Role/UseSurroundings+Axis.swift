import SourceModel

/// Which way a length runs on screen.
enum Axis: Hashable {
    case horizontal, vertical

    /// The axis a `CGRect` or `CGSize` member reads (`width`, `maxX`, `height`, `midY`).
    init?(member: String) {
        switch member {
        case "width", "minX", "midX", "maxX": self = .horizontal
        case "height", "minY", "midY", "maxY": self = .vertical
        default: return nil
        }
    }

    /// The axis a name says it holds (`maxLabelWidth`, `rowHeight`, an `x:` or `y:` label);
    /// nil for a name that says neither or both.
    init?(naming name: String) {
        let lower = name.lowercased()
        let wide = lower.contains("width") || lower == "x", high = lower.contains("height") || lower == "y"
        guard wide != high else { return nil }
        self = wide ? .horizontal : .vertical
    }
}

extension UseSurroundings {
    /// Whether the use reads the main screen's length along one axis for something named after
    /// the other (`maxLabelWidth = UIScreen.main.bounds.height - 40`,
    /// `CGSize(width: UIScreen.main.bounds.height, …)`): code that assumes the screen is turned
    /// one way. A container's width and height do not swap with the device, so no container can
    /// stand in for it.
    ///
    /// Only a length passed on as it is, or with something added or taken away, counts: one
    /// that is scaled (`height: UIScreen.main.bounds.width * 9 / 16`, an aspect ratio) or
    /// compared (`rowHeight = UIScreen.main.bounds.width > 360 ? 130 : 150`) says nothing about
    /// which way the screen is turned.
    static func crossesAxis(_ use: Use, in model: SourceModel) -> Bool {
        let file = model.file
        guard let (screen, end) = screenAxis(of: use, in: file), !isScaled(use.first...end, in: model) else { return false }
        // `portrait ? bounds.height : bounds.width` picks an axis on purpose: the device's long side.
        if let before = file.previous(before: use.first), file.punctuation(before, ":"), isTernaryColon(before, in: model) {
            return false
        }
        guard let target = targetAxis(of: use.first, in: model) else { return false }
        return screen != target && !isSquareSide(use, in: model) && !isSideOfChainSquare(use, end: end, in: model)
    }

    /// Whether the use is the side of a square an earlier modifier of the same chain makes of the
    /// same expression: `.frame(width: W, height: W).padding(.top, -W)` moves the square by its own
    /// height, which is W in every orientation.
    private static func isSideOfChainSquare(_ use: Use, end: Int, in model: SourceModel) -> Bool {
        let file = model.file
        let side = (use.first...end).map(file.text).joined()
        guard let open = model.enclosingOpener(of: use.first), file.punctuation(open, "("),
              var callee = file.previous(before: open) else { return false }
        for _ in 0..<8 {
            guard let dot = file.previous(before: callee), file.punctuation(dot, "."),
                  let close = file.previous(before: dot), file.punctuation(close, ")"),
                  let opener = model.brackets.match(close), opener < close,
                  let previous = file.previous(before: opener) else { return false }
            if file.identifier(previous, "frame") {
                let spelled = { (label: String) in
                    model.argumentTokens(labelled: label, open: opener, close: close).map { $0.map(file.text).joined() }
                }
                return spelled("width") == side && spelled("height") == side
            }
            callee = previous
        }
        return false
    }

    /// Whether the use is in the `height:` (or `width:`) argument of a call whose `width:` (or
    /// `height:`) argument spells the same expression: `.frame(width: W - 50, height: W - 50)`
    /// makes a square on purpose, whichever way the screen is turned.
    private static func isSquareSide(_ use: Use, in model: SourceModel) -> Bool {
        let file = model.file
        guard let label = model.argumentLabel(of: use.first), label == "width" || label == "height",
              let open = model.enclosingOpener(of: use.first), file.punctuation(open, "("),
              let close = model.brackets.match(open) else { return false }
        let spelled = { (label: String) in
            model.argumentTokens(labelled: label, open: open, close: close).map { $0.map(file.text).joined() }
        }
        guard let own = spelled(label), let other = spelled(label == "width" ? "height" : "width") else { return false }
        return own == other
    }

    /// The rotation transforms the file makes in code (`CGAffineTransform(rotationAngle:)`,
    /// `.rotated(by:)`, `CATransform3DMakeRotation`): found once per file.
    static func rotationTransforms(in file: SyntaxFile) -> [Int] {
        file.identifierTokens(spelled: ["rotationAngle", "rotated", "CATransform3DMakeRotation", "CATransform3DRotate"])
            .filter { index in
                guard let next = file.next(after: index) else { return false }
                return file.text(index) == "rotationAngle" ? file.punctuation(next, ":") : file.punctuation(next, "(")
            }
    }

    /// The first of `rotations` in the body of the type around `index`, with its line: a type
    /// that turns views by hand may cross the screen's axes on purpose.
    static func rotationTransform(around index: Int, among rotations: [Int], in model: SourceModel) -> (name: String, line: Int)? {
        guard !rotations.isEmpty, let body = model.context(at: index).type?.body,
              let first = rotations.first(where: body.contains) else { return nil }
        return (model.file.text(first), model.file.location(first).line)
    }

    /// Whether the length at `range` is multiplied, divided or otherwise combined by an operator
    /// other than `+` and `-`, right beside it or beside a parenthesized group around it
    /// (`(UIScreen.main.bounds.width - 32) * 4 / 3`): a ratio of one axis set on the other on
    /// purpose (an aspect ratio, a square), not one axis taken for the other.
    private static func isScaled(_ range: ClosedRange<Int>, in model: SourceModel) -> Bool {
        let file = model.file
        var (start, end) = (range.lowerBound, range.upperBound)
        while true {
            let neighbours = [file.previous(before: start), file.next(after: end)].compactMap { $0 }
            if neighbours.contains(where: { file.tokens[$0].kind == .operator && !file.token($0, is: "+") && !file.token($0, is: "-") }) {
                return true
            }
            // Out of a group's parentheses (not a call's: no name, `)` or `]` right before the `(`).
            guard let open = model.enclosingOpener(of: start), file.punctuation(open, "("),
                  let close = model.brackets.match(open) else { return false }
            if let before = file.previous(before: open),
               file.tokens[before].kind == .identifier || file.punctuation(before, ")") || file.punctuation(before, "]")
                || file.keyword(before, "init") || file.keyword(before, "self") || file.keyword(before, "super") {
                return false
            }
            (start, end) = (open, close)
        }
    }

    /// Whether the use is one branch of a ternary whose other branch reads the main screen too
    /// (`portrait ? UIScreen.main.bounds.width : UIScreen.main.bounds.height`): a side of the
    /// device picked by orientation, which no container's length stands for.
    static func picksScreenSide(_ use: Use, in model: SourceModel) -> Bool {
        let file = model.file
        guard let (_, end) = screenAxis(of: use, in: file) else { return false }
        if let colon = file.next(after: end), file.punctuation(colon, ":"), isTernaryColon(colon, in: model),
           let other = file.next(after: colon) {
            return file.identifier(other, "UIScreen")
        }
        if let colon = file.previous(before: use.first), file.punctuation(colon, ":"), isTernaryColon(colon, in: model),
           let branchEnd = file.previous(before: colon) {
            return file.identifier(model.chainStart(endingAt: branchEnd), "UIScreen")
        }
        return false
    }

    /// Whether the `:` at `colon` is a ternary's: a `?` comes before it in its group, with no `,` between.
    private static func isTernaryColon(_ colon: Int, in model: SourceModel) -> Bool {
        let file = model.file
        let stop = model.previousInGroup(before: colon) { token, _ in
            file.token(token, is: "?") || file.punctuation(token, ",") || file.punctuation(token, ";")
        }
        return stop.map { file.token($0, is: "?") } ?? false
    }

    /// The axis of `UIScreen.main.bounds.width`, `….bounds.size.height`, `….bounds.maxX`, and
    /// the token the chain ends at.
    static func screenAxis(of use: Use, in file: SyntaxFile) -> (Axis, Int)? {
        var members: [String] = []
        var index = use.main
        while let dot = file.next(after: index), file.punctuation(dot, "."), let name = file.next(after: dot),
              file.tokens[name].kind == .identifier {
            members.append(file.text(name))
            index = name
        }
        guard members.first == "bounds", let last = members.last, let axis = Axis(member: last) else { return nil }
        return (axis, index)
    }

    /// The axis of what the use's value goes to: the label of the call argument it is in, the
    /// name of the call, or, outside any call, the target of the statement's assignment. Nil
    /// inside a call that names no axis (`min(…)`, `max(…)`): its result may be either.
    private static func targetAxis(of first: Int, in model: SourceModel) -> Axis? {
        let file = model.file
        var position = first
        while let opener = model.enclosingOpener(of: position), file.punctuation(opener, "(") {
            guard let callee = file.previous(before: opener), file.tokens[callee].kind == .identifier else {
                position = opener  // parentheses that only group: look at what holds them
                continue
            }
            let label = model.argumentLabel(of: position)
            if let label, let axis = Axis(naming: label) { return axis }
            if let axis = paddedEdgeAxis(callee: callee, opener: opener, in: file) { return axis }
            // A labelled argument is the parameter its label names: the function's own name says what
            // it returns (`imageFrameHeight(for: width)`), only its receiver what it sets (`make.height`).
            let end = label == nil ? callee : file.previous(before: callee).flatMap { file.punctuation($0, ".") ? file.previous(before: $0) : nil }
            return end.flatMap { namedAxis(from: model.chainStart(endingAt: callee), through: $0, in: model) }
        }
        // A new local's name is only what the author calls it (`let screenWidth = …height`); the
        // value's axis is where it goes, which a target of an assignment names.
        guard let assignment = statementAssignment(before: first, in: model), let end = file.previous(before: assignment),
              !isBinding(end, in: file) else {
            return nil
        }
        return namedAxis(from: model.chainStart(endingAt: end), through: end, in: model)
    }

    /// Whether `name` is the name a `let` or `var` declares (`let screenWidth`, `var width: CGFloat`).
    private static func isBinding(_ name: Int, in file: SyntaxFile) -> Bool {
        let declares = { (index: Int?) in index.map { file.keyword($0, "let") || file.keyword($0, "var") } == true }
        // `let screenWidth = …`, or `var width: CGFloat = …`: the name before the annotation's `:`.
        var index = name
        for _ in 0..<4 {
            guard let previous = file.previous(before: index) else { return false }
            if declares(previous) { return true }
            if file.punctuation(previous, ":") { return declares(file.previous(before: previous).flatMap(file.previous(before:))) }
            index = previous
        }
        return false
    }

    /// The axis of the edges a SwiftUI `.padding(.bottom, …)` names first: the length goes there.
    private static func paddedEdgeAxis(callee: Int, opener: Int, in file: SyntaxFile) -> Axis? {
        guard file.identifier(callee, "padding"), let dot = file.next(after: opener), file.punctuation(dot, "."),
              let edge = file.next(after: dot) else { return nil }
        switch file.text(edge) {
        case "leading", "trailing", "horizontal": return .horizontal
        case "top", "bottom", "vertical": return .vertical
        default: return nil
        }
    }

    /// The axis the nearest name in `start...end` says it holds, read from the end back, past the
    /// arguments of the calls on the way (`.padding(.leading, width).padding`'s own name is `padding`).
    private static func namedAxis(from start: Int, through end: Int, in model: SourceModel) -> Axis? {
        let file = model.file
        var index = end
        while index >= start {
            if file.punctuation(index, ")") || file.punctuation(index, "]"), let open = model.brackets.match(index), open < index {
                index = open - 1
                continue
            }
            if file.tokens[index].kind == .identifier, let axis = Axis(naming: file.text(index)) { return axis }
            index -= 1
        }
        return nil
    }
}
