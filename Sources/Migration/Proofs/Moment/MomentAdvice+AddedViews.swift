import RuleLanguage
import SourceModel

extension MomentAdvice {
    /// The moments whose advice would move the code into layout: for a member that adds views
    /// (`addSubview`) or constraints, that would add them again on every layout pass.
    private static let movedIntoLayout: Set<Moment> = [
        .initializer, .nibLoading, .beforeWindow, .loadView, .viewDidLoad, .willAppear, .layout, .didAppear, .userEvent,
        .traitChange, .windowChange, .deferred, .notification, .callback, .external,
    ]

    /// The calls that add to a view's hierarchy or its constraints once, where they are made.
    private static let buildCalls: Set<String> = DetachedViews.insertions.union(["addConstraint", "addConstraints", "activate"])

    /// Advice for a size read in a UIKit member that builds views and adds them (or activates
    /// constraints): keep building them where they are and make what is added follow the view it
    /// goes into, instead of moving the code into layout, which would add them on every pass.
    static func addedViewsAdvice(_ moment: Moment, facts: SiteFacts, isController: Bool) -> String? {
        guard case .bounds = facts.roles.reads, movedIntoLayout.contains(moment), let line = buildCallLine(facts) else { return nil }
        let layout = isController ? "viewDidLayoutSubviews()" : "layoutSubviews()"
        return "this code adds views or constraints (line \(line)): moving it into \(layout) would add them again on every "
            + "layout pass; keep it here and make what it adds follow the view it goes into: constraints to that view's "
            + "edges (or a share of its size), or that view's bounds with a flexible autoresizingMask "
            + "([.flexibleWidth, .flexibleHeight]), so every later size is taken over"
    }

    /// The line of the first call in the code around the use (its innermost closure, else its
    /// member) that adds a view or a constraint: `addSubview(…)`, `NSLayoutConstraint.activate(…)`,
    /// `…isActive = true`. A view added before a closure that sizes it later is not that code's.
    private static func buildCallLine(_ facts: SiteFacts) -> Int? {
        let model = facts.analysis.model, file = model.file
        guard let body = facts.context.chain.last(where: { model.scopes[$0].closure != nil }) ?? facts.context.member
        else { return nil }
        let range = model.scopes[body].range
        // The file's identifier table, not a search of the file per use.
        let calls = buildCalls.union(["isActive"]).flatMap { facts.analysis.mentions(of: $0, in: range) }.sorted()
        for index in calls {
            guard let next = file.next(after: index) else { continue }
            let builds = file.text(index) == "isActive"
                ? file.punctuation(next, "=") && file.next(after: next).map { file.keyword($0, "true") } == true
                : file.punctuation(next, "(")
            if builds { return file.location(index).line }
        }
        return nil
    }
}
