import SourceModel

/// How a length ends in Auto Layout: as a constraint's constant, fixed when the constraint is
/// made. A constraint relative to the view it sizes content in (a multiplier of that view's
/// width, edges pinned to it, an aspect ratio) holds at every size and needs no moment at all, so
/// for a value read too early that is the advice, never moving constraint code into a layout pass,
/// which would make the constraints again on every pass.
enum ConstraintEnd: Equatable, Sendable {
    /// A layout anchor's or `NSLayoutConstraint`'s constant (`widthAnchor.constraint(equalToConstant: …)`).
    case anchors
    /// SnapKit's `make.width.equalTo(…)`, `.offset(…)`, `.inset(…)`.
    case snapKit
    /// A constraint's `constant` set (`heightConstraint.constant = …`).
    case constant(compound: Bool)
    /// A function handed layout anchors in the same call (`anchor(top: view.topAnchor, height: …)`),
    /// the project's own or a library's.
    case helper(String)

    /// SnapKit's attributes, one of which comes before its `equalTo`, `offset` or `inset`.
    private static let snapKitAttributes: Set<String> = [
        "width", "height", "size", "left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY",
        "center", "edges", "margins", "horizontalEdges", "verticalEdges", "directionalEdges",
    ]
    private static let snapKitRelations: Set<String> = [
        "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo", "offset", "inset",
    ]

    /// Where `sink` is a constraint's constant; `flow` holds the project functions handed anchors.
    init?(_ sink: ValueSink, flow: ValueFlow) {
        switch sink {
        case .argument(let callee, let label):
            guard let name = callee.last else { return nil }
            if name.hasPrefix("constraint") || callee.contains("NSLayoutConstraint"),
               label?.lowercased().hasSuffix("constant") == true {
                self = .anchors
            } else if label == nil, Self.snapKitRelations.contains(name),
                      callee.dropLast().contains(where: Self.snapKitAttributes.contains) {
                self = .snapKit
            } else if flow.anchoredCallees.contains(name) {
                self = .helper(name)
            } else {
                return nil
            }
        case .handedOn(let callee, _):
            guard let name = callee.last, flow.anchoredCallees.contains(name) else { return nil }
            self = .helper(name)
        case .assignment(let target, let compound):
            guard target.count > 1, target.last == "constant" else { return nil }
            self = .constant(compound: compound)
        default:
            return nil
        }
    }

    /// How the value ends when every place it goes is a constraint's constant; nil otherwise.
    init?(_ flow: ValueFlow) {
        guard let first = flow.sinks.first.flatMap({ Self($0, flow: flow) }),
              flow.sinks.dropFirst().allSatisfy({ Self($0, flow: flow) != nil }) else { return nil }
        self = first
    }

    /// What to write instead, for a length along `axis` of the screen.
    func advice(axis: Axis?) -> String {
        let anchor = axis == .vertical ? "heightAnchor" : "widthAnchor"
        let dimension = axis == .vertical ? "height" : "width"
        let keep = "; such a constraint follows every size with no layout code, so keep it where it is made: "
            + "making constraints in layoutSubviews() or viewWillLayoutSubviews() adds them again on every pass"
        switch self {
        case .snapKit:
            return "make the constraint relative to the view it sizes content in: `make.\(dimension).equalToSuperview()"
                + ".multipliedBy(…)` (or `equalTo(container.snp.\(dimension))`), edges pinned to it with insets, or an "
                + "aspect ratio to the view's other side" + keep
                + "; where `snp.updateConstraints` changes it later, change it with `snp.remakeConstraints` instead, "
                + "since updateConstraints finds a constraint by its multiplier and changes only constants"
        case .anchors:
            return "make the constraint relative to the view it sizes content in: `\(anchor).constraint(equalTo: "
                + "container.\(anchor), multiplier: …)`, edges pinned to it with constant insets, or an aspect ratio "
                + "(`heightAnchor.constraint(equalTo: widthAnchor, multiplier: …)`)" + keep
        case .helper(let name):
            return "`\(name)(…)` makes constraints with constant lengths; make this one with layout anchors relative to the "
                + "view it sizes content in instead (`\(anchor).constraint(equalTo: container.\(anchor), multiplier: …)`, "
                + "or an aspect ratio to the view's other side)" + keep
        case .constant(let compound):
            return "replace the constraint with one relative to the view it sizes content in (`\(anchor).constraint("
                + "equalTo: container.\(anchor), multiplier: …)`), which needs no code at any size; if it must stay a "
                + "constant, set it from the laid-out view.bounds in viewDidLayoutSubviews() (bounds in a view's "
                + "layoutSubviews())" + (compound ? ", with `=` from a base value: `+=` or `-=` there would add up on every pass" : "")
        }
    }
}

extension ConstraintEnd {
    /// The advice for a use whose screen length ends only in constraints' constants, if it does.
    static func advice(for facts: SiteFacts) -> String? {
        guard case .bounds(let axis) = facts.roles.reads, let end = ConstraintEnd(facts.roles.flow) else { return nil }
        // A cell's size comes from its list, never from its superview: a cell is told so below.
        if end == .anchors, facts.typeTags.contains("uiview"), !facts.isCollectionCell, !facts.isTableCell,
           facts.roles.flow.sinks.allSatisfy { Self.constrainsOwnDimension($0) } {
            let dimension = axis == .vertical ? "height" : "width"
            return "this view fixes its own \(dimension) to the screen's: leave its \(dimension) to the view it is added to, "
                + "pinned to that superview where it is added (the superview's code, didMoveToSuperview() once `superview` "
                + "is set, or the nib), and drop this constant; a constraint to a superview cannot be made in an initializer, "
                + "where the view has none yet"
        }
        if end == .snapKit, let dimension = PinnedEdges.dimension(of: facts.roles.flow),
           PinnedEdges.pins(dimension, around: facts.use.first, context: facts.context, model: facts.analysis.model) {
            return "this maker also pins the view's edges to its superview, so this \(dimension) is the superview's too: it "
                + "sizes the view that holds this one (in a self-sizing cell, the cell), and a \(dimension) relative to the "
                + "superview would say nothing; give that outer view its \(dimension) where it is laid out (a collection view "
                + "cell from its list: `sizeForItemAt` from `collectionView.bounds.width`, a compositional layout's "
                + "`.fractionalWidth(1)`; any other view from its own constraints) and drop this constant"
        }
        if axis == .vertical, end == .anchors, facts.isCollectionCell || facts.isTableCell,
           facts.roles.flow.sinks.allSatisfy({ Self.constrainsOwnDimension($0, of: ["contentView"]) }) {
            return "this fixes the height of the cell's contentView, which in a self-sizing list is the row's height: let "
                + "the content's constraints from top to bottom give it, or have the list set it from its own bounds "
                + "(tableView.rowHeight or heightForRowAt, a layout's item size), and drop this constant"
        }
        // A cell that sizes itself (`estimatedItemSize = .automaticSize`) takes its width from such a constraint:
        // one relative to its content view would follow the cell, which follows the constraint.
        if axis != .vertical, facts.isCollectionCell {
            return "in a collection view cell, a width constraint may be what gives a self-sizing cell (`estimatedItemSize = "
                + ".automaticSize`) its width, so a width relative to the cell's content view would follow its own content: "
                + "give the cell its width from the collection view instead (`sizeForItemAt` from `collectionView.bounds.width`, "
                + "a compositional layout's `.fractionalWidth(1)`, or `preferredLayoutAttributesFitting(_:)` with the width "
                + "the layout proposes) and drop this constant"
        }
        if axis != .vertical, end == .anchors, facts.isTableCell, facts.roles.flow.sinks.allSatisfy { Self.constrainsOwnDimension($0) } {
            return "a table view gives its cells its own width, whatever a constraint on the cell says: drop this constant "
                + "and pin the content to the cell's contentView"
        }
        return end.advice(axis: axis)
    }

    /// Whether `sink` is the constant of a constraint on the view's own width or height
    /// (`widthAnchor.constraint(equalToConstant: …)`, `self.heightAnchor…`).
    /// With `owner`, the same for that member's anchors (`contentView.heightAnchor`).
    private static func constrainsOwnDimension(_ sink: ValueSink, of owner: [String] = []) -> Bool {
        guard case .argument(let callee, _) = sink else { return false }
        let receiver = Array(callee.dropLast().drop { $0 == "self" })
        return receiver == owner + ["widthAnchor"] || receiver == owner + ["heightAnchor"]
    }
}
