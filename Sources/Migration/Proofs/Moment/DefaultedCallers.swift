import RuleLanguage
import SourceModel

/// Where a parameter's default value, read from the main screen, is evaluated when every way into
/// its function runs before the view is in a window (`setupView() <- init(frame:)`): there a
/// caller's bounds are zero or unsettled too, so "pass your own bounds" would pass nothing useful,
/// and the work is to make what the value sizes relative, constant, or laid out later.
///
/// Proof, not the absence of another caller: every way into the function is known from its
/// type's table (no uncalled or unknown way), and each one runs before the window.
struct DefaultedCallers {
    /// The function whose parameter the default belongs to.
    let function: String
    /// One way into it per path, in order: `setupView() <- init(frame:)`.
    let early: [WayIn]

    init?(facts: SiteFacts) {
        guard facts.context.placement == .defaultArgument, let member = facts.context.member,
              let kind = facts.resolution?.kind, kind == .view || kind == .viewController,
              // An initializer's default is evaluated by whoever makes the view, whose own size may be settled.
              case .function(let declaration) = facts.analysis.model.scopes[member].kind, declaration.kind == .function
        else { return nil }
        let ways = facts.analysis.tableMoments(member).ordered
        guard !ways.isEmpty, ways.allSatisfy({ !$0.isUncalled && $0.moment.standing == .beforeWindow }) else { return nil }
        self.function = Scope.baseName(ofKey: facts.analysis.model.scopes[member].memberKey)
        self.early = ways
    }

    /// What the message adds: when the default is evaluated.
    var note: String {
        "; every call of `\(function)` runs before the view is in a window (\(early.listed)), where a caller's bounds are zero or not settled yet either"
    }

    /// What to do instead of passing the callers' bounds.
    var suggestion: String {
        "make what the value sizes follow the view instead of a number taken this early: constraints relative to the "
            + "superview (a multiplier of its width or height, `equalToSuperview().multipliedBy(…)`, "
            + "`widthAnchor.constraint(equalTo:multiplier:)`) or a constant, or set the sizes that need it in layout "
            + "(layoutSubviews, viewDidLayoutSubviews) from bounds"
    }
}
