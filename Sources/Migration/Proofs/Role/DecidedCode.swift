import SourceModel

/// What a comparison of the screen with a constant decides. It is a layout decision, which the
/// container's size answers as well, only where layout is what it decides: in a SwiftUI view, a
/// layout hook, a sizing callback or a layout's section provider, or in a statement that sets or passes a length,
/// a frame, a constraint, a layout count, a font or a view's visibility
/// (`if UIScreen.main.bounds.height < 700 { top.constant = 8 }`, `columns = width > 600 ? 3 : 2`),
/// directly or through the local it is kept in (`let isWide = …; … .fractionalWidth(isWide ? 0.5 : 1)`).
/// A comparison that picks a capture preset, an image quality or a feature decides something
/// about the device or the content, which no container stands for.
enum DecidedCode {
    /// Words that name layout besides lengths (`isHidden`, a stack's `axis`, a text's `font`).
    private static let layoutWords: Set<String> = ["hidden", "axis", "layout", "relayout", "constraint", "constraints", "font"]

    /// Whether the comparison at the use decides layout; `end` is the last token of the use's chain.
    static func decidesLayout(_ use: Use, end: Int, context: Context, analysis: FileAnalysis) -> Bool {
        let model = analysis.model
        if let key = context.memberKey(in: model), isLayoutMember(key) { return true }
        if context.closures.contains(where: { $0.callee.map(LayoutNames.words)?.contains("layout") == true }) { return true }
        // A SwiftUI view's code chooses what it shows and how: its decisions are its layout.
        let inSwiftUI = analysis.isSwiftUIView(context)
        if inSwiftUI { return true }
        return statementDecidesLayout(at: use.first, skipping: use.first...end, inSwiftUI: inSwiftUI, analysis: analysis, depth: 0)
    }

    /// Whether the statement holding `index` names layout outside `skipped`, or binds a local whose
    /// reads do. Where the use's own statement binds a local, it decides layout there only by
    /// comparing into a local named for layout (`let columns = width > 500 ? 4 : 2`); otherwise its
    /// reads decide: the lengths the value is computed from (`let offset =
    /// (scrollView.contentOffset.y - start) / height`) are no layout it decides.
    private static func statementDecidesLayout(at index: Int, skipping skipped: ClosedRange<Int>, inSwiftUI: Bool,
                                               analysis: FileAnalysis, depth: Int) -> Bool {
        let file = analysis.model.file
        guard let statement = analysis.statements.statementRange(at: index, inSwiftUI: inSwiftUI) else { return false }
        let local = file.boundName(in: statement, before: skipped.lowerBound)
        let decides: Bool
        if depth == 0, let local {
            // `let columns = width > 500 ? 4 : 2` decides the local; `let offset = … / width` only holds the value.
            let compares = statement.contains { ValueFlowWalker.comparisons.contains(file.text($0)) && file.tokens[$0].kind == .operator }
            decides = compares && namesLayout(file.text(local))
        } else {
            decides = statement.contains { token in
                !skipped.contains(token) && file.tokens[token].kind == .identifier && namesLayout(file.text(token))
            }
        }
        if decides { return true }
        guard depth < 2, let local else { return false }
        return analysis.reads(of: file.text(local), after: local).prefix(16).contains { read in
            statementDecidesLayout(at: read, skipping: read...read, inSwiftUI: inSwiftUI, analysis: analysis, depth: depth + 1)
        }
    }

    /// Whether a name says it holds a length or a layout word (`columns`, `isHidden`, `titleFont`).
    private static func namesLayout(_ name: String) -> Bool {
        LayoutNames.isLength(name) || LayoutNames.words(of: name).contains(where: layoutWords.contains)
    }

    /// A layout hook or a sizing callback: what it decides is layout.
    private static func isLayoutMember(_ key: String) -> Bool {
        let name = Scope.baseName(ofKey: key)
        return ["layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "layoutSublayers", "draw", "prepare"]
            .contains(name) || LayoutNames.isSizingCallback(key)
    }
}
