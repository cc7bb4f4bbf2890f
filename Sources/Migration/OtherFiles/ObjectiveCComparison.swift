import SourceModel

/// What an Objective-C read of the main screen's length is compared with, read from the tokens on
/// either side of its expression (`[UIScreen mainScreen].bounds.size.height == 568`,
/// `CGRectGetWidth([UIScreen mainScreen].bounds) > CGRectGetHeight([UIScreen mainScreen].bounds)`).
enum ObjectiveCComparison: Equatable, Sendable {
    /// A number that is a side of an iPhone or iPad: with `==` or `!=` a device model, otherwise a
    /// threshold by device size.
    case deviceSide(operator: String)
    /// The screen's other axis: which way the screen is turned.
    case otherAxis
    /// The screen's other axis, in a ternary whose branches read the screen's sides (`h > w ? h : w`):
    /// the longer or shorter side, the same in every orientation.
    case longerOrShorter
    /// A device side that picks one of two display scales (`width <= 375 ? 2.0 : 3.0`): the
    /// display's scale guessed from the screen's size.
    case scaleGuess

    /// The comparison the length read at the `UIScreen` token `index` takes part in, if it is one of these.
    /// `reads` gives the later reads of a local in its block, by the index of the local's declaration.
    static func of(screenAt index: Int, tokens: [ObjectiveCToken], bytes: [UInt8],
                   reads: (Int) -> ArraySlice<Int> = { _ in [] }) -> ObjectiveCComparison? {
        func text(_ position: Int) -> String { tokens.indices.contains(position) ? tokens[position].text(in: bytes) : "" }
        var expression = ObjectiveCTokens.expression(at: index, in: tokens, bytes: bytes)
        // `CGRectGetHeight([[UIScreen mainScreen] bounds])` is the whole length.
        var axis = axisWord(in: expression.map(text))
        if text(expression.lowerBound - 1) == "(", ["CGRectGetWidth", "CGRectGetHeight"].contains(text(expression.lowerBound - 2)),
           text(expression.upperBound + 1) == ")" {
            axis = text(expression.lowerBound - 2) == "CGRectGetWidth" ? "width" : "height"
            expression = (expression.lowerBound - 2)...(expression.upperBound + 1)
        }
        guard let axis else { return nil }
        return comparison(of: expression, axis: axis, tokens: tokens, text: text)
            ?? throughLocal(initializedBy: expression, axis: axis, tokens: tokens, text: text, reads: reads)
            ?? (isBranchOfSidePick(expression, text: text) ? .longerOrShorter : nil)
    }

    /// Whether `expression` is a branch of a ternary whose condition compares the screen's two
    /// sides and whose other branch reads a side too (`h > w ? h : w`): the side it picks.
    private static func isBranchOfSidePick(_ expression: ClosedRange<Int>, text: (Int) -> String) -> Bool {
        var position = expression.lowerBound - 1
        if text(position) == ":" {
            // Back over the true branch to its `?`, within one statement and a few tokens.
            var steps = 0
            repeat { position -= 1; steps += 1 } while position > 0 && text(position) != "?" && text(position) != ";" && steps < 48
        }
        guard text(position) == "?" else { return false }
        var start = position - 1
        var steps = 0
        while start > 0, ![";", "=", "{", "return", ","].contains(text(start - 1)), steps < 48 { start -= 1; steps += 1 }
        let condition = (start..<position).map(text)
        guard condition.contains(where: { ["<", ">"].contains($0) }),
              condition.filter({ $0 == "UIScreen" }).count == 2 else { return false }
        let axes = condition.compactMap { axisWord(in: [$0]) }
        return Set(axes).count == 2 && picksSide(after: position - 1, text: text)
    }

    /// The comparison the operand `expression`, a length along `axis`, takes part in, if it is one of these.
    private static func comparison(of expression: ClosedRange<Int>, axis: String, tokens: [ObjectiveCToken],
                                   text: (Int) -> String) -> ObjectiveCComparison? {
        guard let (op, other) = rightSide(after: expression.upperBound, text: text) ?? leftSide(before: expression.lowerBound, text: text)
        else { return nil }
        let words = other.map(text)
        if words.count == 1, tokens[other.lowerBound].kind == .number {
            let trimmed = number(words[0])
            guard LayoutNames.isDeviceDimension(trimmed) else { return nil }
            return picksScale(after: max(other.upperBound, expression.upperBound), tokens: tokens, text: text)
                ? .scaleGuess : .deviceSide(operator: op)
        }
        // A constant named for a model's side (`#define IPHONE5HEIGHT 568`), wherever it is defined.
        if words.count == 1, tokens[other.lowerBound].kind == .identifier, LayoutNames.namesDeviceSide(words[0]) {
            return .deviceSide(operator: op)
        }
        if words.contains("UIScreen"), let theirs = axisWord(in: words), theirs != axis {
            return picksSide(after: max(other.upperBound, expression.upperBound), text: text) ? .longerOrShorter : .otherAxis
        }
        return nil
    }

    /// Whether a ternary's `?` follows `end` and each of its branches reads a side of the screen.
    private static func picksSide(after end: Int, text: (Int) -> String) -> Bool {
        var question = end + 1
        if text(question) == ")" { question += 1 }
        guard text(question) == "?" else { return false }
        var branches: [[String]] = [[]]
        var position = question + 1
        while case let word = text(position), !word.isEmpty, word != ";", branches.count <= 2 {
            if word == ":" { branches.append([]) } else { branches[branches.count - 1].append(word) }
            position += 1
        }
        return branches.count == 2 && branches.allSatisfy { $0.contains("UIScreen") && axisWord(in: $0) != nil }
    }

    /// The comparison of a local the length `expression` initializes (`CGFloat height = [UIScreen
    /// mainScreen].bounds.size.height;`), when every later read of it in its block is one of the same
    /// kind (`height == 568.0f`); nil where a read is anything else or the local is assigned again.
    private static func throughLocal(initializedBy expression: ClosedRange<Int>, axis: String, tokens: [ObjectiveCToken],
                                     text: (Int) -> String, reads: (Int) -> ArraySlice<Int>) -> ObjectiveCComparison? {
        let local = expression.lowerBound - 2
        guard text(expression.upperBound + 1) == ";", text(local + 1) == "=", tokens.indices.contains(local),
              tokens[local].kind == .identifier else { return nil }
        var found: [ObjectiveCComparison] = []
        for position in reads(local) where text(position - 1) != "." {
            if text(position + 1) == "=", text(position + 2) != "=" { return nil }
            guard let comparison = comparison(of: position...position, axis: axis, tokens: tokens, text: text) else { return nil }
            found.append(comparison)
        }
        guard let first = found.first else { return nil }
        return found.allSatisfy({ ($0 == .otherAxis) == (first == .otherAxis) }) ? first : nil
    }

    /// Why the comparison is not a layout size and what to decide from instead; `context` is the
    /// class and method the use is in, for where a threshold's length belongs.
    func advice(spelled: String, in context: ObjectiveCContext?) -> (message: String, suggestion: String) {
        switch self {
        case let .deviceSide(op) where op == "==" || op == "!=":
            return ("\(spelled) is compared (`\(op)`) with the side of a device's screen: it picks a device model, which says nothing "
                        + "about the space the app's window has (Split View, Stage Manager, iPhone Mirroring, Display Zoom)",
                    "decide what the test is for: a layout choice from size classes (self.traitCollection.horizontalSizeClass "
                        + "and verticalSizeClass) or from the view's bounds where it is laid out, a notch or home indicator from "
                        + "safeAreaInsets once the view is in a window; for an image picked per model (a launch image), one image "
                        + "the view scales to fill (UIViewContentModeScaleAspectFill) or the launch storyboard's view; if nothing "
                        + "depends on it any more, delete the test")
        case let .deviceSide(op):
            return ("\(spelled) is compared (`\(op)`) with the side of a device's screen: it sorts devices by their screens; the space the app has is its "
                        + "window's, which is smaller in Split View, Stage Manager and on iPhone Duo",
                    "where the threshold picks a layout for a kind of device, decide from size classes; where it is about "
                        + "space, compare the container's length instead: " + ObjectiveCAdvice.size(in: context))
        case .scaleGuess:
            return ("\(spelled) is compared with the side of a device's screen to pick a display scale: it guesses the scale from "
                        + "the screen's size, which devices of one size do not share (a 375-point iPhone is 2x or 3x) and which "
                        + "says nothing of the display the window is on",
                    "read the scale instead of guessing it: self.traitCollection.displayScale once the view is in a window "
                        + "(1.0 / MAX(scale, 1.0) for a one-pixel line), set again from traitCollectionDidChange: or layoutSubviews, "
                        + "since code in an initializer runs before the view has a display")
        case .longerOrShorter:
            return ("\(spelled) is set against the screen's other side to pick the longer or shorter of the two: the device's "
                        + "side, the same in every orientation, which neither side of a window in Split View or Stage Manager is",
                    "take the length from the space the view is in: the superview's or the window's bounds where the view is "
                        + "added or laid out (its width for a banner across it), or MIN or MAX of that space's width and height "
                        + "where the code means its shorter or longer side")
        case .otherAxis:
            return ("\(spelled) is set against the screen's other side: it asks which way the screen is turned; a "
                        + "window's shape is not the screen's in Split View and Stage Manager",
                    "where the test picks a layout, decide from size classes (self.traitCollection.verticalSizeClass == "
                        + "UIUserInterfaceSizeClassCompact for an iPhone in landscape) or the window's width against its "
                        + "height (self.view.window.bounds once the view is in a window); a container's own shape only where "
                        + "it follows the window's (not a bar, a strip or a cell)")
        }
    }

    /// A number literal's value without a fraction of zero or a suffix (`375.0f`, `812.f` and
    /// `667.00` are `375`, `812` and `667`).
    private static func number(_ word: String) -> String {
        var digits = String(word.prefix { $0.isNumber || $0 == "." })
        guard digits.contains(".") else { return digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        if digits.hasSuffix(".") { digits.removeLast() }
        return digits
    }

    /// Whether the comparison ending at token `end` (or the parentheses closing right after it)
    /// chooses between two different display scales: `? 2.0 : 3.0`.
    private static func picksScale(after end: Int, tokens: [ObjectiveCToken], text: (Int) -> String) -> Bool {
        var question = end + 1
        while text(question) == ")" { question += 1 }
        let scales: Set<String> = ["1", "2", "3"]
        guard text(question) == "?", tokens.indices.contains(question + 3), text(question + 2) == ":",
              tokens[question + 1].kind == .number, tokens[question + 3].kind == .number else { return false }
        let (first, second) = (number(text(question + 1)), number(text(question + 3)))
        return first != second && scales.contains(first) && scales.contains(second)
    }

    /// `width` or `height`, the last axis a chain of names reads (`bounds.size.height`, `CGRectGetWidth`).
    private static func axisWord(in words: [String]) -> String? {
        words.last { ["width", "height", "CGRectGetWidth", "CGRectGetHeight"].contains($0) }
            .map { $0.hasSuffix("idth") ? "width" : "height" }
    }

    /// The comparison operator spelled from token `index` (`<`, `<=`, `==`, `!=`), with its last token.
    private static func comparison(at index: Int, text: (Int) -> String) -> (String, Int)? {
        switch (text(index), text(index + 1)) {
        case ("<", "="), (">", "="), ("=", "="), ("!", "="): return (text(index) + "=", index + 1)
        case ("<", _), (">", _): return (text(index), index)
        default: return nil
        }
    }

    /// The tokens that end an operand of a comparison outside brackets.
    /// A directive's name (the tokens leave out its `#`) or an `@` starts the next line of a header:
    /// a macro's body ends at its line (`#define isiPhoneX [UIScreen mainScreen].bounds.size.height
    /// == 812.f`, then `#define …`).
    private static let stops: Set<String> = [";", "&", "|", "?", ":", ",", "{", "}", "=", "@", "define", "undef", "import",
                                             "include", "pragma", "if", "ifdef", "ifndef", "elif", "else", "endif"]

    /// The operator after the expression ending at `end`, and the operand on its right (brackets
    /// inside it kept whole).
    private static func rightSide(after end: Int, text: (Int) -> String) -> (String, ClosedRange<Int>)? {
        guard let (op, last) = comparison(at: end + 1, text: text) else { return nil }
        var close = last
        var depth = 0
        while case let next = text(close + 1), !next.isEmpty {
            if next == "(" || next == "[" { depth += 1 } else if next == ")" || next == "]" { if depth == 0 { break }; depth -= 1 }
            if depth == 0, stops.contains(next) { break }
            close += 1
        }
        return close > last ? (op, (last + 1)...close) : nil
    }

    /// The operator before the expression starting at `start`, and the operand on its left.
    private static func leftSide(before start: Int, text: (Int) -> String) -> (String, ClosedRange<Int>)? {
        let op: String, opStart: Int
        if text(start - 1) == "=", ["<", ">", "=", "!"].contains(text(start - 2)) {
            (op, opStart) = (text(start - 2) + "=", start - 2)
        } else if ["<", ">"].contains(text(start - 1)) {
            (op, opStart) = (text(start - 1), start - 1)
        } else {
            return nil
        }
        var open = opStart
        var depth = 0
        while open > 0 {
            let previous = text(open - 1)
            if previous == ")" || previous == "]" { depth += 1 } else if previous == "(" || previous == "[" { if depth == 0 { break }; depth -= 1 }
            if depth == 0, stops.contains(previous) { break }
            open -= 1
        }
        return open < opStart ? (op, open...(opStart - 1)) : nil
    }
}
