import SourceModel
import RuleLanguage

/// The callbacks whose moment is known, by full name with labels (`viewDidAppear(_:)`), not by
/// base name: a `var point` or a `tableView` property is no callback, and
/// `tableView(_:heightForRowAt:)` runs at another moment than `tableView(_:didSelectRowAt:)`.
///
/// A class hook (`layoutSubviews()`) counts only where it is declared `override`: the compiler
/// then guarantees a superclass declares it, which for these names is UIKit's. A protocol method
/// (a delegate's or data source's) has no `override` and counts by its name alone.
enum UIKitCallbacks {
    /// The moment a member named `key` (`Scope.memberKey`) runs in when the framework calls it,
    /// or nil for a member the framework does not call.
    static func moment(of key: String, isOverride: Bool, inSwiftUIView: Bool) -> Moment? {
        if inSwiftUIView, let moment = swiftUI[key] { return moment }
        if let moment = protocols[key] { return moment }
        return isOverride ? hooks[key] : nil
    }

    /// Whether `key` is one of the callbacks, of any kind: an override of one is UIKit's to call.
    static func isCallback(_ key: String) -> Bool {
        hooks[key] != nil || protocols[key] != nil
    }

    /// The callbacks' base names (`viewDidLoad`, `tableView`): a member of one of these names runs
    /// at the framework's moment, which its name already tells.
    static let baseNames: Set<String> = Set((Array(hooks.keys) + Array(protocols.keys)).map { String($0.prefix { $0 != "(" }) })

    /// Class hooks of UIView, UIViewController, UICollectionViewLayout and UIPresentationController.
    private static let hooks: [String: Moment] = table([
        (.nibLoading, ["awakeFromNib()", "prepareForInterfaceBuilder()"]),
        (.beforeWindow, ["willMove(toSuperview:)", "willMove(toWindow:)", "didMoveToSuperview()", "willMove(toParent:)",
                         "didMove(toParent:)"]),
        (.loadView, ["loadView()"]),
        (.viewDidLoad, ["viewDidLoad()"]),
        (.willAppear, ["viewWillAppear(_:)"]),
        (.cellSetup, ["prepareForReuse()"]),
        (.layout, ["layoutSubviews()", "draw(_:)", "drawText(in:)", "layoutSublayers(of:)", "viewWillLayoutSubviews()",
                   "viewDidLayoutSubviews()", "prepare()", "layoutAttributesForElements(in:)",
                   "layoutAttributesForItem(at:)", "layoutAttributesForSupplementaryView(ofKind:at:)",
                   "collectionViewContentSize", "shouldInvalidateLayout(forBoundsChange:)",
                   "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)",
                   "containerViewWillLayoutSubviews()", "containerViewDidLayoutSubviews()",
                   "frameOfPresentedViewInContainerView"]),
        (.didAppear, ["viewDidAppear(_:)", "viewIsAppearing(_:)"]),
        (.windowChange, ["didMoveToWindow()"]),
        (.traitChange, ["traitCollectionDidChange(_:)"]),
        (.userEvent, ["touchesBegan(_:with:)", "touchesMoved(_:with:)", "touchesEnded(_:with:)",
                      "touchesCancelled(_:with:)", "pressesBegan(_:with:)", "pressesChanged(_:with:)",
                      "pressesEnded(_:with:)", "pressesCancelled(_:with:)", "motionBegan(_:with:)",
                      "motionEnded(_:with:)", "hitTest(_:with:)", "point(inside:with:)"]),
        (.transition, ["viewWillTransition(to:with:)", "willTransition(to:with:)",
                       "presentationTransitionWillBegin()", "presentationTransitionDidEnd(_:)"]),
        (.measuring, ["sizeThatFits(_:)", "intrinsicContentSize", "systemLayoutSizeFitting(_:)",
                      "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)",
                      "preferredContentSize", "preferredLayoutAttributesFitting(_:)",
                      "size(forChildContentContainer:withParentContainerSize:)"]),
        (.disappearance, ["viewWillDisappear(_:)", "viewDidDisappear(_:)", "dismissalTransitionWillBegin()",
                          "dismissalTransitionDidEnd(_:)", "removeFromSuperview()"]),
    ])

    /// Data source and delegate methods, by the moment UIKit asks them in.
    private static let protocols: [String: Moment] = table([
        (.cellSetup, ["tableView(_:cellForRowAt:)", "collectionView(_:cellForItemAt:)",
                      "tableView(_:willDisplay:forRowAt:)", "collectionView(_:willDisplay:forItemAt:)",
                      "collectionView(_:viewForSupplementaryElementOfKind:at:)", "tableView(_:viewForHeaderInSection:)",
                      "tableView(_:viewForFooterInSection:)", "tableView(_:willDisplayHeaderView:forSection:)",
                      "tableView(_:willDisplayFooterView:forSection:)",
                      "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)"]),
        (.listLayout, ["tableView(_:heightForRowAt:)", "tableView(_:estimatedHeightForRowAt:)",
                       "tableView(_:heightForHeaderInSection:)", "tableView(_:heightForFooterInSection:)",
                       "tableView(_:estimatedHeightForHeaderInSection:)", "tableView(_:estimatedHeightForFooterInSection:)",
                       "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
                       "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
                       "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
                       "collectionView(_:layout:referenceSizeForHeaderInSection:)",
                       "collectionView(_:layout:referenceSizeForFooterInSection:)"]),
        (.userEvent, ["tableView(_:didSelectRowAt:)", "collectionView(_:didSelectItemAt:)",
                      "tableView(_:didDeselectRowAt:)", "collectionView(_:didDeselectItemAt:)",
                      "tableView(_:accessoryButtonTappedForRowWith:)", "textFieldDidBeginEditing(_:)",
                      "textFieldDidEndEditing(_:)", "textFieldShouldReturn(_:)", "textViewDidChange(_:)",
                      "textViewDidBeginEditing(_:)", "textViewDidEndEditing(_:)", "searchBarSearchButtonClicked(_:)",
                      "searchBar(_:textDidChange:)", "gestureRecognizerShouldBegin(_:)",
                      // Asked only as a finger or a pointer acts on a row or item on screen: highlight,
                      // a selection's confirmation, an edit menu, a context menu, a swipe, typing.
                      "tableView(_:didHighlightRowAt:)", "tableView(_:didUnhighlightRowAt:)",
                      "collectionView(_:didHighlightItemAt:)", "collectionView(_:didUnhighlightItemAt:)",
                      "tableView(_:shouldHighlightRowAt:)", "collectionView(_:shouldHighlightItemAt:)",
                      "tableView(_:willSelectRowAt:)", "collectionView(_:shouldSelectItemAt:)",
                      "tableView(_:shouldShowMenuForRowAt:)", "collectionView(_:shouldShowMenuForItemAt:)",
                      "tableView(_:canPerformAction:forRowAt:withSender:)", "collectionView(_:canPerformAction:forItemAt:withSender:)",
                      "tableView(_:performAction:forRowAt:withSender:)", "collectionView(_:performAction:forItemAt:withSender:)",
                      "tableView(_:contextMenuConfigurationForRowAt:point:)",
                      "collectionView(_:contextMenuConfigurationForItemAt:point:)",
                      "collectionView(_:contextMenuConfigurationForItemsAt:point:)",
                      "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
                      "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", "tableView(_:editActionsForRowAt:)",
                      "textField(_:shouldChangeCharactersIn:replacementString:)",
                      "textView(_:shouldChangeTextIn:replacementText:)", "searchBarCancelButtonClicked(_:)",
                      "pickerView(_:didSelectRow:inComponent:)", "gestureRecognizer(_:shouldReceive:)",
                      // A 3D Touch peek or pop, pressed on the view registered for previewing on screen.
                      "previewingContext(_:viewControllerForLocation:)", "previewingContext(_:commit:)"]),
        (.scroll, ["scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)",
                   "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
                   "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewDidEndDecelerating(_:)",
                   "scrollViewDidEndScrollingAnimation(_:)", "scrollViewDidZoom(_:)", "viewForZooming(in:)"]),
        (.transition, ["animateTransition(using:)", "interruptibleAnimator(using:)", "transitionDuration(using:)"]),
    ])

    /// UIKit methods that lay a view and its subviews out before they return, whatever view they
    /// are called on: a list inside asks its delegate for sizes and cells then, in the moment of
    /// the caller (`awakeFromNib()` calling `layoutIfNeeded()` sizes items at the nib's width).
    static let layoutForcing: Set<String> = [
        "layoutIfNeeded", "scrollToItem", "scrollToRow", "selectItem", "selectRow", "layoutAttributesForItem",
        "performBatchUpdates", "rectForRow",
    ]
    static let layoutForcingNames = MemberNames(layoutForcing)

    /// Whether `key` is a layout hook that a forced layout (`layoutIfNeeded()` on the view or one
    /// above it) runs at once, wherever the view is: layout hooks but `draw(_:)`, which only display runs.
    static func runsInForcedLayout(_ key: String, isOverride: Bool) -> Bool {
        isOverride && hooks[key] == .layout && key != "draw(_:)" && key != "drawText(in:)"
    }

    /// From iOS 17, UIKit records the traits a layout hook reads and lays the view out again when
    /// they change, so a display scale read before the window is read again in it.
    static func tracksTraitsInLayout(minIOS: Int) -> Bool {
        minIOS >= 17
    }

    /// Whether UIKit asks the member while it lays out a list or fills it: what a forced layout runs.
    static func runsInListLayout(_ key: String) -> Bool {
        let moment = protocols[key]
        return moment == .listLayout || moment == .cellSetup
    }

    /// A SwiftUI view's members that SwiftUI evaluates with the view's environment set.
    private static let swiftUI: [String: Moment] = table([
        (.viewBody, ["body", "makeUIView(context:)", "updateUIView(_:context:)", "makeUIViewController(context:)",
                     "updateUIViewController(_:context:)", "body(content:)", "makeBody(configuration:)"]),
    ])

    private static func table(_ groups: [(Moment, [String])]) -> [String: Moment] {
        var table: [String: Moment] = [:]
        for (moment, keys) in groups {
            for key in keys { table[key] = moment }
        }
        return table
    }
}
