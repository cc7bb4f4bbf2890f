import SourceModel

/// How a rewrite withdrawn for another use's sake is told: why it was kept back, where the use that
/// stays is, and what to do (see `SharedStatements`).
extension SharedStatements {
    /// Why a rewrite is withdrawn: another use of its statement, or the same decision elsewhere in its type, stays.
    enum Kept: Equatable {
        case statement, decision, screenState, scrollGeometry, memberScale, helperRead, typeLayout(Axis)

        init(_ kind: Decision.Kind) {
            switch kind {
            case .comparison, .repeatedStatement, .assignedTarget: self = .decision
            case .memberScale: self = .memberScale
            case .helperRead: self = .helperRead
            case .screenState: self = .screenState
            case .scrollGeometry: self = .scrollGeometry
            case .typeLayout(let axis): self = .typeLayout(axis)
            }
        }

        /// What `explain` says of a rewrite withdrawn for this reason.
        var stage: String {
            switch self {
            case .statement: "withdrawn: another use in the same statement stays on the main screen"
            case .memberScale: "withdrawn: another read of the scale in the same member stays on the main screen"
            case .helperRead: "withdrawn: the type reads the same value through a helper, which stays on the main screen"
            case .typeLayout: "withdrawn: the type lays out content with the screen's size on the same axis elsewhere and keeps that read"
            case .decision, .screenState, .scrollGeometry: "withdrawn: the same decision elsewhere in the type stays on the main screen"
            }
        }
    }

    /// Where a use that stays on the main screen is: a line, and a column to tell two uses of one line apart.
    struct Place: Hashable {
        var line: Int
        var column: Int
    }

    /// Why a rewrite is withdrawn, and what to do; `becomes` is what the use would read.
    private static func explanation(_ kept: Kept, at place: Place, from line: Int, becomes: String?) -> (message: String, suggestion: String) {
        // "line 616" from another line; "column 35 of this line" beside it on its own.
        let spot = place.line == line ? "column \(place.column) of this line" : "line \(place.line)"
        switch kept {
        case .statement:
            let candidate = becomes.map { ", and this one becomes `\($0)` with it" } ?? ""
            return ("not rewritten: another use in the same statement (at \(spot)) stays on the main screen, "
                        + "so this one would read another screen's value next to it",
                    "migrate the statement's screen reads together: first settle the use at \(spot) (its own finding "
                        + "says what it needs)\(candidate)")
        case .decision:
            return ("not rewritten: the same decision elsewhere in this type (at \(spot)) stays on the main screen, "
                        + "so the two would disagree wherever the window is not the screen",
                    "migrate the type's decisions together: decide once (a size class, or one property the layout sets) and read it in every place")
        case .scrollGeometry:
            return ("not rewritten: the list geometry of this file (an item size or a scroll offset, at \(spot)) "
                        + "stays on the main screen, and an offset counted in item sizes must agree with them",
                    "migrate the list's item sizes and its scroll offsets together: compute both from the list's own "
                        + "bounds once it is laid out (viewDidLayoutSubviews, or the layout's prepare())")
        case .helperRead:
            return ("not rewritten: this type also reads the screen's value through a project helper (at \(spot)), which "
                        + "stays on the main screen, so this value and the helper's would disagree wherever the window is not the screen",
                    "migrate the type's reads together: replace the helper's reads in this type (first at \(spot)) with this "
                        + "context's own value, then this one")
        case .memberScale:
            return ("not rewritten: this member reads the screen's scale again (at \(spot)) and keeps that read, "
                        + "so the two values that line this drawing up on the pixel grid would come from different displays",
                    "migrate the member's scale reads together: read `traitCollection.displayScale` once where the view "
                        + "is in a window and use it for every value; first settle the read at \(spot) (its own finding says what it needs)")
        case .typeLayout(let axis):
            let length = axis == .horizontal ? "width" : "height"
            return ("not rewritten: this type also lays out content with the screen's \(length) at \(spot), which stays on the main screen; "
                        + "rewriting this one alone would size parts of one layout from two different \(length)s wherever the window is not the screen",
                    "migrate the type's layout together: first settle the read at \(spot) (its own finding says what it needs), "
                        + "then rewrite this one" + (becomes.map { " (to `\($0)`)" } ?? ""))
        case .screenState:
            return ("not rewritten: the same screen setting elsewhere in this type (at \(spot)) stays on the main screen, "
                        + "so where the window is on another display this one would change one screen and restore another",
                    "save, set and restore it on one screen: keep the window scene's screen from viewDidAppear(_:) "
                        + "(`view.window?.windowScene?.screen`) and restore the value on that same screen")
        }
    }

    /// The finding that takes the place of `edits` at `use` when the use at `place` of the same
    /// statement (or the same decision of the type) stays on the main screen. It offers no fix:
    /// the edit alone is the split the withdrawal prevents (a frame's width on the container and
    /// its x on the screen), so it is named in words, to make with the other use's change.
    static func withdrawn(_ edits: [Edit], ruleID: String, use: Use, kept place: Place, why kept: Kept = .statement,
                          model: SourceModel) -> Finding {
        let (line, column) = model.file.location(use.first)
        let replaced = edits.count == 1 ? edits.first?.replacement : nil
        let (message, suggestion) = explanation(kept, at: place, from: line, becomes: replaced)
        var finding = Finding(ruleID: ruleID, line: line, column: column, offset: model.file.tokens[use.first].offset,
                              message: message, suggestion: suggestion,
                              cause: kept == .statement ? "edit:shared-statement" : "edit:shared-decision")
        finding.need = .handEdit
        return finding
    }
}
