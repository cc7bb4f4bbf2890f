import RuleLanguage

/// The UIKit callbacks whose moment is known, by base name: what a view or view controller
/// method of that name runs in when UIKit calls it.
enum UIKitMoments {
    /// The moment UIKit calls a member named `name` in, or nil for a name UIKit does not call.
    static func moment(of name: String) -> Moment? {
        table[name]
    }

    private static let table: [String: Moment] = {
        var table: [String: Moment] = [:]
        let groups: [(Moment, [String])] = [
            (.initializer, ["init"]),
            (.nibLoading, ["awakeFromNib", "prepareForInterfaceBuilder"]),
            // willMove(toSuperview:), willMove(toWindow:), willMove(toParent:), didMove(toParent:).
            (.beforeWindow, ["willMove", "didMoveToSuperview", "didMove"]),
            (.loadView, ["loadView"]),
            (.viewDidLoad, ["viewDidLoad"]),
            // Not a view's updateConstraints(): it runs before layout, and the constraints it sets
            // decide the view's own bounds, so reading them there is circular (zero on the first pass).
            (.layout, ["layoutSubviews", "layoutSublayers", "draw", "viewWillLayoutSubviews",
                       "viewDidLayoutSubviews", "updateViewConstraints", "safeAreaInsetsDidChange",
                       "viewSafeAreaInsetsDidChange", "layoutMarginsDidChange", "viewLayoutMarginsDidChange"]),
            (.measuring, ["sizeThatFits", "intrinsicContentSize", "systemLayoutSizeFitting", "preferredContentSize",
                          "preferredLayoutAttributesFitting"]),
            (.transition, ["viewWillTransition", "willTransition"]),
            (.appearance, ["viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear",
                           "viewDidDisappear", "didMoveToWindow", "traitCollectionDidChange"]),
            (.event, ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "pressesBegan",
                      "pressesEnded", "motionEnded", "hitTest", "point"]),
            // Data sources and delegates: UIKit asks them while the list lays out or scrolls.
            (.callback, ["tableView", "collectionView", "scrollViewDidScroll", "scrollViewWillEndDragging",
                         "scrollViewDidEndDecelerating", "scrollViewDidZoom", "numberOfSections"]),
        ]
        for (moment, names) in groups {
            for name in names { table[name] = moment }
        }
        return table
    }()
}
