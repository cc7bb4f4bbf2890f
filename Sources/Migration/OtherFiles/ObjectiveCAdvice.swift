/// What to write by hand instead of the main screen's size or scale in Objective-C, for the kind
/// of class and the method a use is in. Where the file does not show the kind, the advice names
/// every case, as before.
enum ObjectiveCAdvice {
    /// Methods that run before a view or controller is laid out: a size read there is a guess.
    static let earlySelectors: Set<String> = [
        "viewDidLoad", "loadView", "awakeFromNib", "viewWillAppear:", "initWithFrame:", "initWithCoder:",
        "init", "initWithNibName:bundle:", "initWithStyle:reuseIdentifier:", "initWithCollectionViewLayout:"]

    static func size(in context: ObjectiveCContext?) -> String {
        let generic = "size layout from the container: in a UIView read self.bounds in layoutSubviews, in a view "
            + "controller self.view.bounds in viewWillLayoutSubviews (the size argument in "
            + "viewWillTransitionToSize:withTransitionCoordinator:), in a collection view layout self.collectionView.bounds "
            + "in prepareLayout; code without a view takes the size from its caller"
        guard let context else { return generic }
        guard let method = context.methodName else {
            return context.className == nil
                ? "this code is outside any method (a function or a constant), so it has no view: take the size as a "
                    + "parameter from a caller that has one (a view's bounds in its layoutSubviews)"
                : generic
        }
        if let placed = placedSize(context, method: method) { return placed }
        if let held = context.heldView, !context.isClassMethod {
            return "\(method) belongs to an NSObject subclass that keeps the view self.\(held.name) (\(held.type)): size what "
                + "goes in that view from self.\(held.name).bounds once it is laid out (call this from the code that lays it "
                + "out: its superview's layoutSubviews or a controller's viewDidLayoutSubviews), not from the screen"
        }
        if context.isClassMethod || context.kind == .object {
            let what = context.isClassMethod ? "is a class method" : "belongs to an NSObject subclass"
            return "\(method) \(what), with no view of its own: take the size as a parameter from the caller "
                + "(a view's bounds in its layoutSubviews, a controller's view.bounds in viewDidLayoutSubviews)"
        }
        let selector = context.selector ?? ""
        switch context.kind {
        case .viewController:
            if selector == "viewWillTransitionToSize:withTransitionCoordinator:" {
                return "use the size argument of \(method): it is the size the view is changing to"
            }
            if ["viewWillLayoutSubviews", "viewDidLayoutSubviews"].contains(selector) {
                return "read self.view.bounds here: \(method) runs with the view laid out at its current size"
            }
            if context.handlesEvent { return handlingEvent(method, bounds: "self.view.bounds") }
            let early = earlySelectors.contains(selector)
                ? "\(method) runs before the view is laid out, so its size is not known yet: " : "in \(method), "
            return early + "set frames that follow the view's size in viewDidLayoutSubviews from self.view.bounds "
                + "(or pin the views with Auto Layout constraints), which also runs again when the size changes"
        case .view where context.categoryOnUIKit, .cell where context.categoryOnUIKit:
            return "\(method) is a category method, called on views its callers make, and a category cannot override "
                + "layoutSubviews for them: read self.bounds here only once the view is laid out (self.window is not nil), "
                + "and have the callers that call it while building the view call it again from their layout (a controller's "
                + "viewDidLayoutSubviews), or pass in the size they lay it out at"
        case .view, .cell:
            let bounds = context.kind == .cell ? "self.contentView.bounds" : "self.bounds"
            if selector == "layoutSubviews" { return "read \(bounds) here: \(method) runs at the view's current size" }
            if selector == "drawRect:" { return "draw within the rect argument or self.bounds: \(method) draws this view, not the screen" }
            if selector == "intrinsicContentSize" || selector == "sizeThatFits:" {
                return "\(method) measures this view for whoever lays it out: return what the content needs (sizeThatFits: "
                    + "computes from the size it is handed; intrinsicContentSize returns UIViewNoIntrinsicMetric for a "
                    + "dimension the superview decides), not the screen's size"
            }
            if context.handlesEvent { return handlingEvent(method, bounds: bounds) }
            let early = earlySelectors.contains(selector)
                ? "\(method) runs before the view has its final size: " : "in \(method), "
            return early + "set frames that follow the view's size in layoutSubviews from \(bounds) "
                + "(or pin the subviews with Auto Layout constraints), which also runs again when the size changes"
        case .collectionViewLayout:
            let here = selector == "prepareLayout" ? "here" : "in prepareLayout"
            return "this class lays out a collection view: read its bounds \(here), CGRectGetWidth(self.collectionView.bounds) "
                + "less the section insets, and return YES from shouldInvalidateLayoutForBoundsChange: when the width "
                + "changes so prepareLayout runs again; code that reads collectionViewContentSize right after invalidating "
                + "the layout must wait until the collection view has its size"
        case .presentationController:
            let here = ["containerViewWillLayoutSubviews", "frameOfPresentedViewInContainerView"].contains(selector)
                ? "here" : "in containerViewWillLayoutSubviews or frameOfPresentedViewInContainerView"
            return "this class presents inside its container view: read CGRectGetWidth(self.containerView.bounds) and its "
                + "height \(here) (UIKit sets containerView before presentationTransitionWillBegin; it is nil before "
                + "the presentation starts)"
        case .object, .appDelegate, nil:
            return generic
        }
    }

    /// The advice that follows from where the sized view goes or what the method is handed, before the
    /// class's kind: a transition's container, the app's window, another view the class adds it to, the
    /// view's own frame, the app delegate, a list's sizing callback, a handed view.
    private static func placedSize(_ context: ObjectiveCContext, method: String) -> String? {
        if context.handsTransitionContext {
            return "size the transition from its container view ([transitionContext containerView].bounds) or "
                + "the frames it gives (finalFrameForViewController:): \(method) animates within that view"
        }
        if let host = context.windowHost, context.kind != .appDelegate {
            let follow = "window.bounds (all of them for a cover, their width or height for a sheet or a banner placed "
                + "in them), with an autoresizingMask that follows the window (a flexible width and height for a cover, a flexible "
                + "width and top margin for a sheet at the bottom)"
            return host.isHoldingMethod
                ? "this method adds its content to the app's window (line \(host.line)): read that window first and size "
                    + "the content from \(follow)"
                : "\(host.method) adds this class's content to the app's window (line \(host.line)): size it there, from "
                    + "\(follow), rather than when it is made"
        }
        if let other = context.otherHost {
            return "`\(other.view)` is added to \(other.host) in \(other.method) (line \(other.line)): size it there from "
                + "that view's bounds ([\(other.host) bounds]) once it has its size, with an autoresizingMask that keeps it "
                + "in place as that view resizes (a flexible width and height for a cover, flexible margins for a control "
                + "placed in it), rather than where it is made"
        }
        if context.selector == "setFrame:" || context.selector == "setBounds:" {
            return "\(method) overrides the view's own frame with the screen's, so the view sizes itself whatever its owner "
                + "sets: delete the override and let the code that adds the view size it (from the bounds of the view it "
                + "is added to, or a flexible width and height autoresizingMask)"
        }
        let controller = context.kind == .viewController || context.kind == nil
        if makesRootViewPlaceholder(context) {
            return "\(method) makes the root view, and the frame it gives is a starting size that whoever shows the "
                + "controller replaces (the window for its root controller, a navigation or tab controller for its children); "
                + "make it with CGRectZero and a flexible width and height autoresizingMask, lay out subviews from "
                + "self.view.bounds in viewDidLayoutSubviews, and where a parent adds this view by hand, let it set the frame "
                + "from its own bounds"
        }
        if controller, context.setsRootView {
            return "this sets the controller's own root view from the screen, and self.view.bounds would read back what the "
                + "line sets: the root view's size belongs to whoever shows it (the window, a container, a presentation), so "
                + "delete the line and let UIKit size the view (pin content to the safe area where the frame left out a bar), "
                + "or set the frame in the parent that adds the view, from that parent's bounds"
        }
        if context.setsOwnFrame, context.kind == .view || context.kind == .cell {
            return "this sets the view's own frame, and its bounds follow from that frame, so they cannot replace the screen "
                + "here: size the view where it is added, from the bounds of the view it is added to, or give it a flexible "
                + "width and height autoresizingMask there (for an overlay added to a window, the window's bounds)"
        }
        if context.kind == .appDelegate {
            return "the app delegate has no view: what it adds to the app's window takes self.window.bounds (with a flexible "
                + "width and height autoresizingMask for a cover); from iOS 13 a window gets its size from its window scene "
                + "([[UIWindow alloc] initWithWindowScene:] in scene:willConnectToSession:options:, below iOS 13 "
                + "the main screen's bounds are the window's), and a view's frame from the view that shows it"
        }
        // Text editing and keyboard callbacks move content out of the keyboard's way: the keyboard says by how much.
        if let selector = context.selector, Self.followsKeyboard(selector) {
            return "\(method) runs as the keyboard comes or goes: move the content by the keyboard's frame, not by the screen's "
                + "size (UIKeyboardWillChangeFrameNotification's UIKeyboardFrameEndUserInfoKey, converted with "
                + "[self.view convertRect:frame fromView:nil] and intersected with self.view.bounds, or the view's "
                + "keyboardLayoutGuide from iOS 15), which is right on every device and in any window"
        }
        // A scroll view's delegate callback is handed the scroll view its pages and distances are in.
        if let view = context.handedView, context.selector?.hasPrefix("scrollView") == true {
            return "\(method) is handed the scroll view `\(view.name)`: a page or a distance in it is measured against that "
                + "scroll view's own length (CGRectGetWidth(\(view.name).bounds) for a horizontal page), which it has whenever "
                + "it scrolls; guard against a zero length before dividing"
        }
        // A list's sizing callback answers for the list it is handed, whatever class holds it.
        if let view = context.handedView, Self.isListSizing(context.selector ?? "") {
            return "\(method) returns a size for the list it is handed: measure against that list's width, "
                + "CGRectGetWidth(\(view.name).bounds) (the list asks again when its width changes; a height cached "
                + "under the screen's width needs the same key everywhere it is read and written)"
        }
        // A list's header or footer made for the list it is handed lays out across that list.
        if let view = context.handedView, let selector = context.selector, selector.hasPrefix("tableView:") || selector.hasPrefix("collectionView:"),
           selector.contains("viewForHeader") || selector.contains("viewForFooter") || selector.contains("viewForSupplementaryElement") {
            return "\(method) makes a view for the list it is handed, which sets that view's width to its own: lay out what "
                + "goes in it across CGRectGetWidth(\(view.name).bounds), or give those subviews a flexible width "
                + "autoresizingMask, rather than the screen's width"
        }
        // A list's cell made for the list it is handed is as wide as that list.
        if let view = context.handedView, let selector = context.selector,
           selector.hasPrefix("tableView:cellForRow") || selector.hasPrefix("collectionView:cellForItem") {
            return "\(method) configures a cell for the list it is handed, which makes the cell as wide as itself: lay the "
                + "cell's subviews out across CGRectGetWidth(\(view.name).bounds) or the cell's contentView bounds (in a cell "
                + "subclass's layoutSubviews), or give them a flexible width autoresizingMask; a row height computed from the "
                + "same width must use that width too"
        }
        // A class without a view of its own (or of no kind the file shows) still reaches the view it is handed.
        if let view = context.handedView, context.isClassMethod || context.kind == .object || context.kind == nil {
            return "\(method) is handed the view `\(view.name)` (\(view.type)): size what it makes from [\(view.name) bounds] "
                + "once that view is laid out, or take the size as a parameter from the caller that lays it out"
        }
        return nil
    }

    /// The advice in an action or gesture handler, where the view's `bounds` are its current size.
    private static func handlingEvent(_ method: String, bounds: String) -> String {
        "\(method) handles an action or a gesture, which UIKit sends while the view is on screen and laid out: read "
            + "\(bounds) here (CGRectGetWidth(\(bounds))), the space the view has now, in the coordinates its touches are in"
    }

    /// A text field's or text view's editing callback, or a keyboard notification's handler
    /// (`textViewDidBeginEditing:`, `keyboardWillShow:`).
    static func followsKeyboard(_ selector: String) -> Bool {
        let editing = (selector.hasPrefix("textField") || selector.hasPrefix("textView"))
            && (selector.contains("BeginEditing") || selector.contains("EndEditing"))
        return editing || selector.hasPrefix("keyboardWill") || selector.hasPrefix("keyboardDid")
    }

    /// A view's own method that measures it for a given width or space (`sizeThatFits:`,
    /// `heightForWidth:`), not a list's callback.
    static func isMeasuring(_ selector: String) -> Bool {
        let lower = selector.lowercased()
        guard !lower.hasPrefix("tableview:"), !lower.hasPrefix("collectionview:") else { return false }
        return ["sizethatfits:", "intrinsiccontentsize", "systemlayoutsizefittingsize:"].contains(lower)
            || lower.hasPrefix("heightfor") || lower.hasPrefix("sizefor") || lower.contains("heightforwidth")
    }

    /// A list's delegate callback that returns a size or a length (`tableView:heightForRowAtIndexPath:`,
    /// `collectionView:layout:sizeForItemAtIndexPath:`, `…referenceSizeForFooterInSection:`).
    static func isListSizing(_ selector: String) -> Bool {
        guard selector.hasPrefix("tableView:") || selector.hasPrefix("collectionView:") else { return false }
        return ["heightFor", "sizeFor", "referenceSizeFor", "estimatedHeightFor"].contains { selector.contains($0) }
    }

    static func scale(in context: ObjectiveCContext?) -> String {
        let divide = ", with MAX(scale, 1) before dividing, since 0.0 means unspecified"
        let viewless = context?.hasNoViewOfItsOwn ?? false
        if let context, context.className == "UIImage", context.isClassMethod {
            return "this is a UIImage class method, which makes an image before any view shows it: take the scale as a "
                + "parameter from the caller (the displayScale of the view that will show the image, once it is in a window), "
                + "or the scale the data itself carries" + divide
        }
        if let context, context.className == "UIImage", context.drawsAtOwnSize {
            return "this UIImage method redraws the image at its own size: its own scale, self.scale, is the density its "
                + "pixels are at, so the context takes self.scale (UIGraphicsBeginImageContextWithOptions(self.size, NO, "
                + "self.scale)), the same in every context of the method; no view or screen is in reach here"
        }
        if let context, context.className == "UIImage" {
            return "this UIImage method makes an image at a size of its own choosing: the result's scale belongs to the view "
                + "that will show it, not to this image (a downloaded photo's scale is 1, so self.scale would blur it on a 2x "
                + "or 3x display): take the scale as a parameter from the caller (that view's traitCollection.displayScale "
                + "once it is in a window), one parameter for every main-screen read of the method" + divide
        }
        if let context, context.handsTransitionContext {
            return "read the scale from the transition's container view, [transitionContext containerView].traitCollection."
                + "displayScale: UIKit calls this with that view in the window for the whole transition" + divide
        }
        if let context, context.kind == .view || context.kind == .cell, !context.isClassMethod,
           let selector = context.selector, isMeasuring(selector), let method = context.methodName {
            return "\(method) measures this view for whoever lays it out, often on a sizing copy that never joins a window, "
                + "where the trait collection's scale stays 0.0: take the scale from the view it measures for (the list's "
                + "traitCollection.displayScale, passed in beside the width)" + divide
        }
        if let context, context.kind == .presentationController, !context.isClassMethod {
            return "read the container view's scale, self.containerView.traitCollection.displayScale, once the presentation "
                + "has begun (presentationTransitionWillBegin, containerViewWillLayoutSubviews), where the container is in "
                + "the window" + divide
        }
        if let context, context.kind == .collectionViewLayout, !context.isClassMethod {
            return "a layout has no traits of its own: read its collection view's, self.collectionView.traitCollection."
                + "displayScale, in prepareLayout once the collection view is in a window" + divide
        }
        if let context, let held = context.heldView, !context.isClassMethod {
            return "this object keeps the view self.\(held.name) (\(held.type)): read that view's scale, self.\(held.name)."
                + "traitCollection.displayScale, once it is in a window (self.\(held.name).window is not nil; before that the "
                + "scale can be 0.0), and redo this when the view moves to another window" + divide
        }
        if let context, let view = context.handedView, viewless || context.kind == nil {
            return "this method is handed the view `\(view.name)` (\(view.type)): read its scale, "
                + "\(view.name).traitCollection.displayScale, only once it is in a window (\(view.name).window is not nil; "
                + "before that the scale can be 0.0), and make the work wait until then" + divide
        }
        guard let context, !viewless, let kind = context.kind else {
            if viewless {
                return "this code has no view of its own: take the scale as a parameter from a caller that has one "
                    + "(its traitCollection.displayScale once it is in a window)" + divide
                    + "; where the pixels are asked of a server or kept in a cache that every view shares, no one view's scale "
                    + "is the right one: use a fixed scale (the largest the app supports)"
            }
            return "read self.traitCollection.displayScale in a view or view controller (in layoutSubviews, "
                + "drawRect: or didMoveToWindow, once the view is in a window)" + divide
                + "; code without a view takes the scale as a parameter from its caller"
        }
        if context.categoryOnUIKit, kind == .view || kind == .cell, let method = context.methodName {
            return "\(method) is a category method, called on views its callers make, and a category cannot override "
                + "didMoveToWindow or layoutSubviews for them: read self.traitCollection.displayScale here only when "
                + "self.window is not nil, and have callers that call it before the view is in a window call it again once it "
                + "is (from a controller's viewDidLayoutSubviews), or pass in their own scale" + divide
        }
        switch kind {
        case .viewController:
            return "read self.traitCollection.displayScale once the view is in a window (viewDidAppear:, "
                + "viewDidLayoutSubviews; in viewDidLoad it can be 0.0)" + divide
        default:
            return "read self.traitCollection.displayScale once the view is in a window (didMoveToWindow, layoutSubviews, "
                + "drawRect:; not in init, where it can be 0.0), and again in traitCollectionDidChange:" + divide
        }
    }

    /// Whether the line is in a controller's `loadView` that sets its root view: the frame it gives
    /// is a starting size that whoever shows the controller replaces.
    static func makesRootViewPlaceholder(_ context: ObjectiveCContext?) -> Bool {
        guard let context, context.kind == .viewController || context.kind == nil else { return false }
        return context.setsRootView && context.selector == "loadView"
    }
}
