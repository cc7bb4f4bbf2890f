import SourceModel
import RuleLanguage

/// A view that moves itself (a swipe card: its own `center`, `transform` or `frame.origin` set
/// from a drag): a drag's distance or threshold measured against the screen's length is measured
/// against the area the view moves across, its superview, not its own bounds, which travel with
/// it and are narrower than that area.
extension Rewriter {
    /// The own geometry a moving view sets, whose assignment proves it moves.
    private static let movingGeometry: Set<String> = ["center", "transform"]

    /// Where the template reads the view's own bounds for a ratio or a threshold (the value divides
    /// something, or is compared) in a view whose own code moves it: the container is not proven.
    static func movesItself(_ template: Template, facts: SiteFacts) -> MissingProof? {
        guard template.text.contains("self.bounds"), facts.typeTags.contains("uiview"), let type = facts.context.type,
              let body = type.body else { return nil }
        let flow = facts.roles.flow
        let measures = flow.dividesByValue || flow.sinks.contains { if case .compared = $0 { true } else { false } }
        guard measures, let move = facts.analysis.ownMoves.first(where: body.contains) else { return nil }
        let file = facts.analysis.model.file
        return MissingProof(.container, "moves-itself", message: "this view moves itself (it sets its own `\(file.text(move))` on "
                            + "line \(file.location(move).line)), so a drag measured against the screen's length is measured "
                            + "against the area the view moves across, not its own bounds, which move with it",
                            suggestion: "measure against the view the card moves in, read while the gesture runs (the view is "
                            + "in a window then): `superview?.bounds.width`, or the gesture recognizer's view's bounds")
    }

    /// The assignments in `file` to a view's own `center`, `transform` or `frame.origin`
    /// (`self.` or bare), in file order.
    static func ownMoves(in file: SyntaxFile) -> [Int] {
        file.identifierTokens(spelled: ["center", "transform", "frame"]).filter { index in
            if let dot = file.previous(before: index), file.punctuation(dot, ".") {
                guard let receiver = file.previous(before: dot), file.keyword(receiver, "self") else { return false }
            }
            var cursor = index
            var members: [String] = [file.text(index)]
            while let dot = file.next(after: cursor), file.punctuation(dot, "."), let member = file.next(after: dot),
                  file.tokens[member].kind == .identifier {
                members.append(file.text(member))
                cursor = member
            }
            guard let equals = file.next(after: cursor), file.token(equals, is: "=") else { return false }
            return movingGeometry.contains(members[0]) || members.starts(with: ["frame", "origin"])
        }
    }
}
