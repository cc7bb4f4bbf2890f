/// When code can run in a view's or view controller's life, as far as the size, display scale
/// and window it reads are concerned: the values of the `moment` condition.
///
/// Every way into a use has one: a UIKit callback's own (`layoutSubviews` runs in `layout`),
/// or that of the member that calls it, through any number of calls within the type (a `setup()`
/// that `awakeFromNib()` calls runs in `nib-loading`), or the moment of the closure or
/// registration it runs from (a `#selector` handed to `NotificationCenter` runs on a
/// `notification`). Rewrite rules name the moments they are valid in (`moment is only layout`);
/// a way in with any other moment, or none known, leaves the use a finding.
public enum Moment: String, CaseIterable, Sendable {
    // Before the view is in a window.
    /// An initializer, or a stored or lazy property's initial value: no size, no window.
    case initializer
    /// `awakeFromNib()` and the accessors of outlets: the nib is loading, sizes are the nib's.
    case nibLoading = "nib-loading"
    /// `willMove(toSuperview:)`, `willMove(toWindow:)`, `didMoveToSuperview()`, `didMove(toParent:)`:
    /// in a hierarchy, not yet in a window.
    case beforeWindow = "before-window"
    /// `loadView()`: the view is being created; reading `view` there re-enters it.
    case loadView = "load-view"
    /// `viewDidLoad()`: the view exists at its nib or placeholder size, outside any window.
    case viewDidLoad = "view-did-load"
    /// `viewWillAppear(_:)`: on the first appearance the view is not in a window yet.
    case willAppear = "will-appear"
    /// A cell being set up: `tableView(_:cellForRowAt:)`, `collectionView(_:cellForItemAt:)`, a
    /// cell registration's handler, `willDisplay`: a new cell is not in a window yet, and
    /// `willDisplay` promises no window or final traits either.
    case cellSetup = "cell-setup"

    // In a window.
    /// Layout and drawing: `layoutSubviews`, `draw(_:)`, `layoutSublayers(of:)`,
    /// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, a collection view layout's `prepare()`.
    /// Sizes are settled.
    case layout
    /// `viewDidAppear(_:)`, `viewIsAppearing(_:)`, and `didMoveToWindow()` after it checked
    /// `window != nil`: the view is in a window and laid out.
    case didAppear = "did-appear"
    /// A layout hook (`layoutSubviews`, `viewDidLayoutSubviews`, `layoutSublayers(of:)`, a layout's
    /// `prepare()`) where the project also forces layout (`layoutIfNeeded()`): a forced layout runs
    /// the hooks of every view under the one it is called on at once, in a window or not. Bounds
    /// are the view's own then, and layout runs again when they change; the display scale is 0.0
    /// before a window, and below iOS 17 nothing lays the view out again when it joins one.
    case forcedLayout = "forced-layout"
    /// `traitCollectionDidChange(_:)`: the view's traits, display scale included, are its window's.
    case traitChange = "trait-change"
    /// A user event on a visible view: touches and presses, an `@IBAction`, a control or gesture
    /// action (`addTarget(_:action:for:)`, a `UIAction` handler), a row tap.
    case userEvent = "user-event"

    // The framework hands the code its container.
    /// A list's data source or delegate asked for sizes and insets while the list lays out
    /// (`tableView(_:heightForRowAt:)`, `collectionView(_:layout:sizeForItemAt:)`, a
    /// compositional layout's section provider): the list it hands in is laid out.
    case listLayout = "list-layout"
    /// A scroll view delegate callback (`scrollViewDidScroll(_:)`): the scroll view it hands in scrolls.
    case scroll
    /// `viewWillTransition(to:with:)`, `animateTransition(using:)`: the size or container handed
    /// in is the truth; the view's own bounds are still the old size.
    case transition
    /// Measuring: `sizeThatFits(_:)`, `intrinsicContentSize`, `systemLayoutSizeFitting`,
    /// `preferredContentSize`; the container sizes the view from the answer, so the view's own
    /// bounds would be circular.
    case measuring

    // Leaving the window.
    /// `viewWillDisappear(_:)`, `viewDidDisappear(_:)`, `deinit`: the view is leaving or has left
    /// its window.
    case disappearance

    // SwiftUI.
    /// A SwiftUI view's `body`, and what only it reads: the environment is the view's.
    case viewBody = "view-body"
    /// A SwiftUI view's event and lifecycle closures (`onAppear`, `onChange`, a `Button`'s action,
    /// a gesture's): the view is in the hierarchy, its environment set.
    case viewEvent = "view-event"

    // Unknown: nothing proves a window.
    /// `didMoveToWindow()` without a check of `window`: UIKit also calls it when the view leaves.
    case windowChange = "window-change"
    /// An escaping closure that runs later: an asynchronous block, a completion handler, a timer
    /// or display link; the view may have left its window, or not be in one yet.
    case deferred
    /// A notification, KVO or Combine handler: an orientation or keyboard notification arrives
    /// before the interface has rotated or laid out.
    case notification
    /// A framework callback screenmod has no entry for, or a method nothing in the project calls.
    case callback
    /// Called or read from another object, another module (public API), or a protocol's user:
    /// no proof of when, and reading `view` there can load the view early.
    case external

    /// What the moment says of the view's window.
    public enum Standing: String, Sendable {
        /// The view is not in a window yet.
        case beforeWindow = "before the view is in a window"
        /// The view is in a window.
        case inWindow = "while the view is in a window"
        /// The framework hands the code the container it sizes in.
        case handed = "while the framework hands the container in"
        /// A forced layout may run the code before the view is in a window.
        case mayBeBeforeWindow = "possibly before the view is in a window"
        /// The view is leaving or has left its window.
        case leaving = "as the view leaves its window"
        /// A SwiftUI view's environment is set.
        case swiftUI = "while the SwiftUI view is in its hierarchy"
        /// Nothing says.
        case unknown = "at a time screenmod does not prove"
    }

    /// What the moment says of the view's window.
    public var standing: Standing {
        switch self {
        case .initializer, .nibLoading, .beforeWindow, .loadView, .viewDidLoad, .willAppear, .cellSetup: return .beforeWindow
        case .layout, .didAppear, .traitChange, .userEvent: return .inWindow
        case .listLayout, .scroll, .transition, .measuring: return .handed
        case .disappearance: return .leaving
        case .viewBody, .viewEvent: return .swiftUI
        case .forcedLayout: return .mayBeBeforeWindow
        case .windowChange, .deferred, .notification, .callback, .external: return .unknown
        }
    }
}
