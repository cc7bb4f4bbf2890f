import RuleLanguage

extension ObjectiveCAdvice {
    /// The work an Objective-C use asks of a person, for plans. A size or scale in a view, cell or
    /// view controller is code to move where the view is laid out, or, already in a layout method,
    /// an edit by hand (self.bounds there); one with no view of its own (a function, a class
    /// method, an NSObject subclass) needs the value from a caller; a comparison, a window's
    /// frame, the screen object or its identity, or code of an unknown kind needs a decision.
    static func need(for use: ObjectiveCScreenUse, in context: ObjectiveCContext?) -> FindingNeed {
        guard [.size, .scale, .traits].contains(use.bucket), use.comparison == nil, !use.compared, let context else {
            return .decision
        }
        if context.hasNoViewOfItsOwn { return context.kind == .appDelegate ? .decision : .parameter }
        guard let selector = context.selector, [.view, .viewController, .cell].contains(context.kind) else { return .decision }
        return layoutSelectors.contains(selector) ? .handEdit : .moveToLayout
    }

    /// The methods that run as a view or controller is laid out, where its own bounds are the container's size.
    static let layoutSelectors: Set<String> = ["layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "drawRect:"]
}
