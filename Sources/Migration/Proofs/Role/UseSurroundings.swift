import SourceModel
import RuleLanguage

/// What the code right around a use says of its role: it sizes a window, a controller's own
/// preferred size, lays a view over the screen, falls back from the display scale, compares the
/// screen with a view's own size, or picks a text; read from the statement, not the whole flow.
enum UseSurroundings {
    /// The roles the surroundings of `use` prove, each with its reason; `end` is the last token
    /// of the value the use reads.
    static func roles(of use: Use, end: Int, in model: SourceModel, windows: Set<String>,
                      rotations: @autoclosure () -> [Int]) -> [(Role, String)] {
        var found: [(Role, String)] = []
        if sizesWindow(use.first, in: model, windows: windows) {
            found.append((.windowFrame, "part of a window's frame, bounds or centre"))
        }
        if sizesPreferredContent(use.first, in: model) {
            found.append((.preferredSize, "assigned to the controller's own preferredContentSize"))
        }
        if let target = coveredTarget(use, in: model) {
            if isOwnGeometry(target, in: model.file) {
                found.append((.sizesItself, "the whole screen's bounds, assigned as this view's own frame or bounds"))
            } else {
                found.append((.coversScreen, "the whole screen's bounds, assigned as a frame or bounds"))
            }
        }
        if crossesAxis(use, in: model) {
            if let turn = rotationTransform(around: use.first, among: rotations(), in: model) {
                found.append((.rotatedAxis, "one axis of the screen passed on as the other; the type turns views with "
                              + "`\(turn.name)` at line \(turn.line)"))
            } else {
                found.append((.crossedAxis, "one axis of the screen passed on as the other"))
            }
        }
        if equalsViewDimension(matchEnd: end, first: use.first, model: model) {
            found.append((.contrast, "compared with a view's own size (whether it fills the screen)"))
        }
        if choosesText(matchEnd: end, first: use.first, in: model) { found.append((.choosesText, "used to pick a text to show")) }
        if let source = labelsExistingPixels(use.first, end: end, in: model) {
            found.append((.pixelScale, "the `scale:` of an image made from existing pixels (`\(source):`)"))
        }
        if let made = madeAsFallback(use.first, in: model) {
            found.append((.fallback, "in the `\(made)` made after `??`, when the value before it is nil"))
        }
        return found
    }

    /// The callee of the call whose argument holds the use, where that call is the right side of
    /// `??` (`scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)`):
    /// what the code makes only when what it prefers is missing.
    static func madeAsFallback(_ first: Int, in model: SourceModel) -> String? {
        let file = model.file
        guard let open = model.enclosingOpener(of: first), file.punctuation(open, "("),
              let callee = file.previous(before: open), file.tokens[callee].kind == .identifier,
              let before = file.previous(before: model.chainStart(endingAt: callee)), file.token(before, is: "??") else { return nil }
        return file.text(callee)
    }

    /// The first argument label (`cgImage`, `ciImage`) of the call whose `scale:` argument is the
    /// use's whole value: an image made from pixels that exist already. (`UIImage(data:scale:)` is
    /// left out: downloaded data is often fetched at the display's scale, which a view's trait gives.)
    static func labelsExistingPixels(_ first: Int, end: Int, in model: SourceModel) -> String? {
        let file = model.file
        guard model.argumentLabel(of: first) == "scale", let open = model.enclosingOpener(of: first),
              let after = file.next(after: end), file.punctuation(after, ",") || file.punctuation(after, ")"),
              let label = file.next(after: open), let colon = file.next(after: label), file.punctuation(colon, ":") else { return nil }
        let name = file.text(label)
        return name == "cgImage" || name == "ciImage" ? name : nil
    }
}

extension UseSurroundings {
    /// Whether the use at `first` is part of the value assigned to a window's frame, bounds or
    /// centre (`window.frame = UIScreen.main.bounds`, `messageWindow?.frame = frame ?? UIScreen.main.bounds`,
    /// `overlay?.center = CGPoint(x: UIScreen.main.bounds.midX, …)`), where the window is a name
    /// that says so or one of `windows`, the properties declared as `UIWindow`. A window takes its
    /// size and place from its window scene; no view's bounds can stand in for the screen there,
    /// least of all those of a view inside that window.
    static func sizesWindow(_ first: Int, in model: SourceModel, windows: Set<String>) -> Bool {
        let file = model.file
        if createsWindowSubclass(first, in: model) { return true }
        guard let assignment = statementAssignment(before: first, in: model) else { return false }
        // The target: a chain of names, `?`, `!` and dots, with a geometry member after a window.
        var placesGeometry = false
        var index = file.previous(before: assignment)
        while let current = index, isChainLink(current, in: file) {
            if file.tokens[current].kind == .identifier {
                let name = file.text(current)
                if ["frame", "bounds", "center"].contains(name) {
                    placesGeometry = true
                } else if placesGeometry, windows.contains(name) || name.lowercased().contains("window") {
                    return true
                }
            }
            index = file.previous(before: current)
        }
        return false
    }

    /// The `frame` or `bounds` the whole `UIScreen.main.bounds` is assigned to as it is
    /// (`overlay.frame = UIScreen.main.bounds`, `frame = UIScreen.main.bounds`): the code lays a
    /// view over the screen, which tells nothing of how large the view whose code it is may be (a
    /// toast laying confetti over the screen is a small view), or sizes that view itself.
    static func coveredTarget(_ use: Use, in model: SourceModel) -> Int? {
        let file = model.file
        guard let dot = file.next(after: use.main), file.punctuation(dot, "."),
              let bounds = file.next(after: dot), file.identifier(bounds, "bounds") else { return nil }
        // Nothing follows on the line but the statement's end.
        if let after = file.next(after: bounds), !file.newlineBetween(bounds, after),
           !file.punctuation(after, ";"), !file.punctuation(after, "}") { return nil }
        guard let assignment = file.previous(before: use.first), file.punctuation(assignment, "="),
              let target = file.previous(before: assignment),
              !(file.previous(before: target).map { file.keyword($0, "let") || file.keyword($0, "var") } ?? false) else { return nil }
        return file.identifier(target, "frame") || file.identifier(target, "bounds") ? target : nil
    }

    /// `frame` or `bounds` with no receiver, or `self`'s: the code's own view.
    private static func isOwnGeometry(_ target: Int, in file: SyntaxFile) -> Bool {
        guard let dot = file.previous(before: target), file.punctuation(dot, ".") else { return true }
        // `self?.frame` in a [weak self] closure, `self!.frame`: still the view's own.
        var owner = file.previous(before: dot)
        if let mark = owner, file.token(mark, is: "?") || file.token(mark, is: "!") { owner = file.previous(before: mark) }
        return owner.map { file.keyword($0, "self") } ?? false
    }

    /// Whether the use at `first` is the `frame:` argument of a window subclass's initializer
    /// (`OverlayWindow(frame: UIScreen.main.bounds)`), the type named like a window.
    /// `UIWindow(frame:)` itself has rules of its own, which use a scene in reach.
    static func createsWindowSubclass(_ first: Int, in model: SourceModel) -> Bool {
        let file = model.file
        guard model.argumentLabel(of: first) == "frame", let open = model.enclosingOpener(of: first),
              let callee = file.previous(before: open), file.tokens[callee].kind == .identifier else { return false }
        let name = file.text(callee)
        return name != "UIWindow" && name.hasSuffix("Window") && name.first?.isUppercase == true
    }

    /// Whether the use at `first` is part of the value assigned to the type's own
    /// `preferredContentSize` (`preferredContentSize = CGSize(width: UIScreen.main.bounds.width, …)`):
    /// the size a container lays this controller's view out with, so the view's bounds come from
    /// it and cannot stand in for the screen there.
    static func sizesPreferredContent(_ first: Int, in model: SourceModel) -> Bool {
        let file = model.file
        guard let assignment = statementAssignment(before: first, in: model) else { return false }
        // The target's chain, read back to its start: `preferredContentSize`, `self.preferredContentSize.width`.
        var head: Int?
        var index = file.previous(before: assignment)
        while let current = index, isChainLink(current, in: file) {
            head = current
            index = file.previous(before: current)
        }
        guard var start = head else { return false }
        if file.keyword(start, "self"), let dot = file.next(after: start), file.punctuation(dot, "."),
           let member = file.next(after: dot) { start = member }
        return file.identifier(start, "preferredContentSize")
    }

    /// The `=` of the statement the use at `first` is on the right of, walking back out of the
    /// brackets around it (`x = CGSize(width: min(UIScreen.main.bounds.width, 540), …)`); nil at
    /// a statement's start (a keyword, `;`, a line break that ends the statement, a block's `{`).
    static func statementAssignment(before first: Int, in model: SourceModel) -> Int? {
        let file = model.file
        // No `=` stands among a call's arguments or a literal's elements: step out of them at
        // once, rather than across every argument before this one.
        var position = first
        while let opener = model.enclosingOpener(of: position), file.punctuation(opener, "(") || file.punctuation(opener, "[") {
            position = opener
        }
        let statements = Statements(model: model)
        let stop = model.previousInGroup(before: position) { token, following in
            if file.punctuation(token, "=") || file.punctuation(token, ";") { return true }
            // `self` and a spelled-out `.init` are parts of an operand, not a statement's keyword.
            if file.tokens[token].kind == .keyword, !file.keyword(token, "self"),
               !(file.keyword(token, "init") && file.previous(before: token).map { file.punctuation($0, ".") } == true) { return true }
            return statements.endsStatement(between: token, and: following)
        }
        guard let stop, file.punctuation(stop, "=") else { return nil }
        return stop
    }

    /// Whether the token at `index` can be part of an operand chain such as `self.window?.frame`.
    private static func isChainLink(_ index: Int, in file: SyntaxFile) -> Bool {
        file.tokens[index].kind == .identifier || file.punctuation(index, ".") || file.token(index, is: "?")
            || file.token(index, is: "!") || file.keyword(index, "self")
    }

    /// Whether the use at `first` is the other branch of a check on the display scale: inside
    /// the block of an `if`, `else` or `guard` that comes after the member reads `displayScale`,
    /// as in `let scale = traitCollection.displayScale; if scale == 0 { return UIScreen.main.scale }`
    /// or `if #available(…) { … displayScale } else { UIScreen.main.scale }`. That code already
    /// reads the trait collection and keeps the main screen for when it has no value, a half-done
    /// migration like a `??` fallback: rewriting the fallback to the trait collection would
    /// answer 0.0 exactly where the code asks for something else.
    static func fallsBackFromDisplayScale(_ first: Int, member: Int?, analysis: FileAnalysis) -> Bool {
        guard let member else { return false }
        let start = analysis.model.scopes[member].range.lowerBound
        guard let brace = analysis.model.enclosingBrace(before: first), brace > start,
              let keyword = branchKeyword(opening: brace, in: analysis.model), keyword > start else { return false }
        return analysis.readsDisplayScale(in: start..<keyword)
    }

    /// The `if`, `else` or `guard` whose block `brace` opens, if it is one: the first keyword
    /// back in the brace's statement that a condition cannot hold (`if let x = y, x > 0 {`
    /// reads back over `let`), or `else` right before it.
    private static func branchKeyword(opening brace: Int, in model: SourceModel) -> Int? {
        let file = model.file
        let statements = Statements(model: model)
        let inConditions: Set<String> = ["let", "var", "case", "is", "as", "try", "await", "self", "true", "false", "nil", "some", "any"]
        let stop = model.previousInGroup(before: brace) { token, following in
            if file.punctuation(token, ";") || file.punctuation(token, "}") { return true }
            if file.tokens[token].kind == .keyword, !inConditions.contains(file.text(token)) { return true }
            return statements.endsStatement(between: token, and: following)
        }
        guard let stop, file.keyword(stop, "if") || file.keyword(stop, "else") || file.keyword(stop, "guard") else {
            return nil
        }
        return stop
    }

    /// Whether the comparison the match ends in picks a text someone reads, not a layout: a
    /// ternary between localized strings, or between string literals that a `Text(…)` or
    /// `Label(…)` shows or a `text` or `title` takes; or a `case … where` whose body returns a
    /// localized string. A reuse identifier or an image name picked so still picks a layout.
    static func choosesText(matchEnd: Int, first: Int, in model: SourceModel) -> Bool {
        let file = model.file
        guard var next = file.next(after: matchEnd) else { return false }
        if file.token(next, is: "==") || file.token(next, is: "!=") {
            // Past the other operand: `.pad`, `UIUserInterfaceIdiom.pad`.
            guard let operand = file.next(after: next), let after = file.next(after: dottedNamesEnd(from: operand, in: file))
            else { return false }
            next = after
        }
        if file.token(next, is: "?"), let branch = file.next(after: next) {
            if startsLocalizedText(branch, in: file) { return true }
            return file.tokens[branch].kind == .stringDelimiter && showsText(around: first, in: model)
        }
        guard file.punctuation(next, ":"), let body = file.next(after: next), file.keyword(body, "return"),
              let value = file.next(after: body) else { return false }
        return startsLocalizedText(value, in: file)
    }

    /// The last token of the dotted names that start at `start`: `view.frame.size.width`, `.pad`,
    /// `UIUserInterfaceIdiom.pad`; `start` itself when no name follows a dot.
    static func dottedNamesEnd(from start: Int, in file: SyntaxFile) -> Int {
        var end = start
        if file.punctuation(start, "."), let name = file.next(after: start), file.tokens[name].kind == .identifier { end = name }
        while let dot = file.next(after: end), file.punctuation(dot, "."),
              let name = file.next(after: dot), file.tokens[name].kind == .identifier { end = name }
        return end
    }

    /// Whether `NSLocalizedString(…)` or `String(localized: …)` starts at `index`.
    private static func startsLocalizedText(_ index: Int, in file: SyntaxFile) -> Bool {
        file.token(index, is: "NSLocalizedString")
            || (file.token(index, is: "String") && file.next(after: index).flatMap { file.next(after: $0) }
                .map { file.token($0, is: "localized") } == true)
    }

    /// Whether the expression at `index` is the text of a `Text(…)` or `Label(…)`, or the value
    /// assigned to something named `text` or `title`.
    private static func showsText(around index: Int, in model: SourceModel) -> Bool {
        let file = model.file
        if let open = model.enclosingOpener(of: index), file.punctuation(open, "("),
           let callee = file.previous(before: open), file.token(callee, is: "Text") || file.token(callee, is: "Label") {
            return true
        }
        // The walk stops at the line's start: each use looks at its own line, not the whole body.
        guard let equals = model.previousInGroup(before: index, where: { token, following in
                  file.token(token, is: "=") || file.newlineBetween(token, following)
              }), file.token(equals, is: "="), let target = file.previous(before: equals) else { return false }
        return file.token(target, is: "text") || file.token(target, is: "title")
    }

    /// Whether the match is tested with `==` or `!=` against a view's or size's own width or
    /// height (`UIScreen.main.bounds.width == view.frame.size.width`, `size.width != …`): the
    /// question "does this view fill the screen?", not a device model.
    static func equalsViewDimension(matchEnd: Int, first: Int, model: SourceModel) -> Bool {
        let file = model.file
        func isEquality(_ index: Int?) -> Bool {
            index.map { file.token($0, is: "==") || file.token($0, is: "!=") } ?? false
        }
        if let after = file.next(after: matchEnd), isEquality(after), let start = file.next(after: after),
           namesViewDimension(from: start, through: dottedNamesEnd(from: start, in: file), in: file) {
            return true
        }
        if let before = file.previous(before: first), isEquality(before), let end = file.previous(before: before) {
            return namesViewDimension(from: model.chainStart(endingAt: end), through: end, in: file)
        }
        return false
    }

    /// Whether the chain `start...end` is `….size.width`, `frame.height`, `bounds.width` and the like.
    private static func namesViewDimension(from start: Int, through end: Int, in file: SyntaxFile) -> Bool {
        guard start < end, file.token(end, is: "width") || file.token(end, is: "height") else { return false }
        return (start..<end).contains { file.token($0, is: "size") || file.token($0, is: "frame") || file.token($0, is: "bounds") }
    }
}
