/// When code can run in a UIKit view's or view controller's life, as far as the size and
/// display scale it reads are concerned: the values of the `moment` condition.
///
/// A use gets every moment its member can run in: its own, when the member is a UIKit
/// callback (`layoutSubviews` runs in `layout`), and those of every member that calls it,
/// through any number of calls (a `setup()` that `awakeFromNib()` calls runs in
/// `nib-loading`). Rules name the moments they are valid in.
public enum Moment: String, CaseIterable, Sendable {
    /// An initializer, or a stored or lazy property's initial value: no size, no window.
    case initializer
    /// `awakeFromNib()` and the accessors of outlets: the nib is loading, sizes are the nib's.
    case nibLoading = "nib-loading"
    /// `willMove(toSuperview:)`, `willMove(toWindow:)`, `didMoveToSuperview()`: in a hierarchy,
    /// not yet in a window, so neither size nor screen is known.
    case beforeWindow = "before-window"
    /// `loadView()`: the view is being created; reading `view` there re-enters it.
    case loadView = "load-view"
    /// `viewDidLoad()`: the view exists at its nib or placeholder size, outside any window.
    case viewDidLoad = "view-did-load"
    /// Layout and drawing: `layoutSubviews`, `draw(_:)`, `viewWillLayoutSubviews`,
    /// `viewDidLayoutSubviews`, `updateConstraints` and the like. Sizes are settled.
    case layout
    /// Measuring: `sizeThatFits(_:)`, `intrinsicContentSize`, `systemLayoutSizeFitting`,
    /// `preferredContentSize`; the container sizes the view from the answer, so the view's own
    /// bounds would be circular.
    case measuring
    /// `viewWillTransition(to:with:)` before its coordinator animates: `view.bounds` is still
    /// the old size.
    case transition
    /// Appearance and trait changes: `viewWillAppear`, `viewDidAppear`, `didMoveToWindow`,
    /// `traitCollectionDidChange`; the view has its container's size.
    case appearance
    /// Event handling: an `@IBAction` or `@objc` target, touches, code in an escaping closure
    /// (a completion, an observer); it runs while the app is on screen.
    case event
    /// A callback that UIKit or another framework calls at a time of its choosing: an override
    /// or a delegate method screenmod has no table entry for, or a method nothing in the
    /// project calls.
    case callback
    /// Read or called from another type or module (`let page = PageController(); page.show()`)
    /// or, for a property nothing in the project reads, by a framework: there is no proof of
    /// when, and reading `view` there can load the view early.
    case external
}
