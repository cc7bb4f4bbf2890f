import RuleLanguage

/// What a finding says when the value goes somewhere the rule does not cover: what the screen
/// means there, and what to decide instead.
enum RoleAdvice {
    /// The missing role proof for a value with `role`, for the `reason` the analysis found.
    static func missing(_ role: Role, reason: String, facts: SiteFacts, minIOS: Int) -> MissingProof {
        if role == .divisor, case .bounds = facts.roles.reads { return lengthDivisor(reason: reason, facts: facts) }
        if role == .unknown, facts.roles.reads == .projectMember { return projectMember(reason: reason) }
        let swiftUI = facts.analysis.isSwiftUIView(facts.context)
        // A length that ends where no layout reads it says itself that a view's bounds are not it: no fix.
        if role == .unknown, let outside = facts.roles.outsideLayout {
            return MissingProof(.role, role.rawValue, message: "the value is \(reason): it lays nothing out, so no view's "
                                + "bounds stand for it", suggestion: outside.suggestion)
        }
        return MissingProof(.role, role.rawValue, message: "the value is \(reason): \(meaning(role))",
                            suggestion: swiftUI ? swiftUISuggestion(role, minIOS: minIOS) : suggestion(role),
                            // An offset length's fix keeps the amount, which is right only where the amount is
                            // spacing inside the container; reviewers found it counted a bar or margin twice more often.
                            allowsSuggestion: role == .unknown && !comparesLength(facts),
                            suggestionWithoutFix: suggestionWithoutFix(role, swiftUI: swiftUI))
    }

    /// Whether the use's length is compared with another value (`point.y >= UIScreen.main.bounds.height - 49`):
    /// a threshold in that value's coordinate space, which a view's bounds need not share.
    private static func comparesLength(_ facts: SiteFacts) -> Bool {
        guard case .bounds = facts.roles.reads else { return false }
        return facts.roles.flow.sinks.contains(where: \.isComparison)
    }

    /// A length something is divided by: the screen's is never 0, a container's is until it is laid out.
    /// Only what holds here is said: a scroll view's callbacks where the code is one, `Int(…)` where it converts.
    private static func lengthDivisor(reason: String, facts: SiteFacts) -> MissingProof {
        let scrolls = facts.moments.ways[.scroll] != nil ? " (a scroll view reports scrolls before that)" : ""
        let converts = facts.roles.flow.toInteger ? ", which `Int(…)` traps on" : ""
        return MissingProof(.role, Role.divisor.rawValue,
                            message: "the value is \(reason): the screen's length is never 0, but a container's is until it "
                                + "is laid out\(scrolls), and dividing by 0 gives an infinite or NaN value\(converts)",
                            suggestion: "divide by the length of the view the quotient is about (the dragged view's, the "
                                + "container's) only once it has one (`guard width > 0 else { return }` before the division)")
    }

    /// The project's own member of the screen: the same member on the view's own screen keeps what it
    /// means on any display, but only its declaration says whether that meaning is a layout size.
    private static func projectMember(reason: String) -> MissingProof {
        MissingProof(.role, Role.unknown.rawValue, message: "the value is \(reason): \(meaning(.unknown))",
                     suggestion: "read its declaration: where it decides this view's layout, decide from the view's own bounds "
                        + "or size classes instead; where it means the display, call it on the screen the view is on (the "
                        + "suggested fix)",
                     allowsSuggestion: true,
                     suggestionWithoutFix: "read its declaration: where it decides this view's layout, decide from the view's own "
                        + "bounds or size classes instead; where it means the display, call it on the screen the view is on "
                        + "(`view.window?.windowScene?.screen`)")
    }

    /// The advice where no suggested fix is at hand, for the roles whose advice points at one.
    static func suggestionWithoutFix(_ role: Role, swiftUI: Bool) -> String? {
        switch role {
        case .unknown where swiftUI:
            return "if the value sizes content in this view, read the space SwiftUI gives it (onGeometryChange, or a "
                + "GeometryReader's proxy) instead; otherwise pass the size in from the view it is for"
        case .unknown:
            return "if the value sizes content in this view, read this view's own size instead where it is laid out; "
                + "otherwise pass the size in from the view it is for"
        default: return nil
        }
    }

    /// What the screen means for a value with `role`.
    static func meaning(_ role: Role) -> String {
        switch role {
        case .sizesContent, .decidesLayout, .scaleFactor, .traits, .screenProperty: return "this rule does not cover that use"
        case .divisor: return "the trait collection's display scale is 0.0 until the view is in a window, so a division needs `max(_, 1)`"
        case .defaultedScale: return "UIKit reads a scale of 0 there as the main screen's, so the trait scale is safe at any moment"
        case .contrast: return "it sets the screen against something else, and whether the code means the screen as such or the space its view has is a decision, not a rewrite"
        case .fractionThreshold: return "the threshold is a share of the screen's length, and a share of the view the distance "
            + "is measured in (the scrolled or dragged view) is what such a threshold usually means, but moving to it changes "
            + "when the code fires: a decision, not a rewrite"
        case .orientation: return "it asks which way the screen is turned, and both sides must change together for the test to ask it of the view's space instead"
        case .identity: return "it asks which display, not how large"
        case .selfComparison: return "it sets the screen's length against the same length, so no view's space enters the test"
        case .fallback: return "it stands in where the value the code prefers is missing or zero, and a container would be missing or zero just the same"
        case .screenCoordinates: return "it is in screen or window coordinates, where a view's bounds do not belong"
        case .superviewPosition: return "it meets the view's own frame, a position in its superview, so the length that belongs there is the superview's, not the view's own"
        case .windowFrame: return "a window's frame is its window scene's to set"
        case .coversScreen: return "past the safe area the screen's full length and a container's, which stops at the safe area, differ, and the code may mean either"
        case .preferredSize: return "the container sizes this controller from it, so its own view's bounds would be circular"
        case .rootView: return "whoever shows this controller sizes its root view, so no bounds of its own stand for it"
        case .crossedAxis: return "it takes one axis of the screen for the other, which holds in one orientation only"
        case .rotatedAxis: return "it takes one axis of the screen for the other, for a view the file may turn by hand"
        case .offsetLength:
            return "the container's length with the same amount matches it only where the container spans the screen; "
                + "a margin the container already keeps from the screen's edges would count twice"
        case .deviceSize: return "it tells device models apart; it is not a layout size"
        case .deviceSide: return "the screen's width and height meet in it: the device's short or long side, which neither side of a container is"
        case .guessedScale:
            return "it guesses the display's scale from the screen's size, which devices of one size do not share (a 375-point "
                + "iPhone is 2x or 3x) and which says nothing of the display the window is on"
        case .screenPixels: return "it counts the main screen's pixels, a budget or a target size, which no view's size or scale alone stands for"
        case .deviceModel: return "an exact size picks out a device model, which no view's size matches"
        case .panelPixels: return "it is the main display's panel in pixels, which no view's size in points stands for"
        case .panelMember: return "the panel's size in pixels picks out a device model, which says nothing about this view's space"
        case .notchCheck: return "it asks whether the iPhone has a notch and a home indicator, which the safe area answers"
        case .choosesText: return "it picks a text, not a layout"
        case .helperCall: return "it reads one of the project's own UIScreen members, not the screen's"
        case .screenMember: return "it is the main screen's own value under a name the project gave it, which no rewrite of UIScreen.main's members spells"
        case .olderSystem: return "it runs only on systems older than the version that check names"
        case .pairedScale: return "changing only this value would make the two scales differ on any other display"
        case .placeholder: return "it stands in until the view's own layout assigns the property again, so only reads before the first layout see it"
        case .unused: return "nothing reads the local, property or global it is stored in, so the line does nothing"
        case .logged: return "it is only written to the log, so nothing is sized or drawn with it, and a view's size in its place would change what the log says"
        case .sizesItself: return "the view sizes itself, and its own bounds would follow from this very value"
        case .constrainsItself: return "Auto Layout may size this view from the constraints it makes, so its own bounds would follow from this value"
        case .shownElsewhere: return "the code that shows it decides its size, so no size this code reads is proven to be the one it gets"
        case .keyboardAccessory: return "UIKit sets an input accessory's width to the keyboard's when it shows it, so the width given here lasts only until then"
        case .listSetsWidth: return "the list gives a table's header or footer view, a background view, and a vertical flow layout's header or footer its own width, so the width given here is never used"
        case .sceneSize: return "a scene's size is the coordinate space its nodes are placed in, which the SKView presenting it maps onto its own bounds by the scene's scaleMode, so no UIKit view's bounds belong in its place"
        case .pixelScale: return "it labels pixels that exist already, which have the scale they were made at, whatever display shows them"
        case .videoFrame: return "a video is measured in its own pixels, so neither the screen nor any view or window is its size or scale"
        case .decidesOther: return "the screen's size chooses something about the device or the content, not a layout, and no container's size stands for it"
        case .unknown: return "screenmod cannot tell that it is a size or a scale"
        }
    }

    /// What to write or decide instead in a SwiftUI view, where UIKit's bounds and windows are not
    /// at hand; no API the deployment target `minIOS` cannot call.
    static func swiftUISuggestion(_ role: Role, minIOS: Int) -> String {
        switch role {
        case .coversScreen:
            let fits = minIOS >= 17 ? "takes containerRelativeFrame" : "reads its container's size (onGeometryChange or a GeometryReader's proxy)"
            return "a view meant to fill the screen past the safe area fills its container with `.frame(maxWidth: .infinity, "
                + "maxHeight: .infinity)` and `.ignoresSafeArea()`; a view meant to fit the safe area, or a share of the space "
                + "(a padding, an offset), \(fits)"
        case .guessedScale:
            return "read the scale instead of guessing it: `@Environment(\\.displayScale)` (`1 / max(displayScale, 1)` for a "
                + "one-pixel line)"
        case .orientation:
            return "where the test picks a layout, decide from size classes (`@Environment(\\.verticalSizeClass)`, "
                + "`.compact` for an iPhone on its side) or the width against the height of the space the view is given where "
                + "that space follows the window's shape (a GeometryReader's proxy around the whole screen, not a row, a bar "
                + "or a sheet)"
        default: return suggestion(role)
        }
    }

    /// What to write or decide instead.
    static func suggestion(_ role: Role) -> String {
        switch role {
        case .contrast:
            return "decide what the comparison asks: to see whether the app fills the display, compare the window's size with "
                + "its window scene's screen (`view.window?.windowScene?.screen.bounds`); for layout, decide from size classes"
        case .fractionThreshold:
            return "if the threshold is meant as a share of the view the distance is measured in, divide by that view's length "
                + "(the scroll view's bounds, the dragged view's width) once it has one (`guard length > 0 else { return }`)"
        case .orientation:
            return "where the test picks a layout, decide from size classes or the window's width against its height; a "
                + "container's own shape only where it follows the window's (not a bar, a strip or a cell)"
        case .identity:
            return "compare with the window scene's screen (`view.window?.windowScene?.screen`), the display the view is on"
        case .selfComparison:
            return "decide what the test was meant to ask: where it always has one answer, delete it and keep the branch it "
                + "takes; to ask whether the app fills its display, compare the window's size with its window scene's screen "
                + "(`view.window?.windowScene?.screen.bounds`)"
        case .fallback:
            return "keep the fallback, but once the view is in a window take it from the window scene's screen "
                + "(`view.window?.windowScene?.screen.bounds`; in an initializer or viewDidLoad the window is nil), or do the "
                + "work once layout has given the preferred value"
        case .superviewPosition:
            return "use the length of the view the frame is measured in, the superview (`superview?.bounds`, once the view is "
                + "in one and it is laid out), or convert the frame into the space whose length you read"
        case .screenCoordinates:
            return "convert the keyboard or global frame into the view's coordinates first (`view.convert(_:from: nil)`), "
                + "or use `view.keyboardLayoutGuide` (iOS 15)"
        case .windowFrame: return "create the window with UIWindow(windowScene:) and let the scene size it"
        case .coversScreen: return "lay the view over its superview's bounds, or the window's (`window?.bounds`)"
        case .preferredSize: return "give the preferred size from the content or constants, not from the screen"
        case .rootView:
            return "if UIKit shows this controller (a window's root, pushed, presented, in a tab bar), make the view with .zero: "
                + "UIKit sets its frame; if a parent adds its view with addSubview, size it there (its frame from the parent's "
                + "bounds, or constraints), then make it with .zero here"
        case .crossedAxis: return "read the axis the code means, or decide from a size class"
        case .rotatedAxis:
            return "if the view is turned a quarter by hand, size it from the window it is centred in, crossed the same way; "
                + "better, let the interface rotate (supported orientations) instead of turning the view"
        case .offsetLength:
            return "if the amount is spacing inside the container (insets, gaps between items), take the same amount from the "
                + "container's length; if it is the container's own distance from the screen's edges (bars, margins, insets "
                + "the container already keeps), use the container's length as it is"
        case .deviceSize, .deviceModel: return "decide from size classes or the container's size, not the device model"
        case .guessedScale:
            return "read the scale instead of guessing it: traitCollection.displayScale once the view is in a window "
                + "(`1 / max(scale, 1)` for a one-pixel line), set again in layoutSubviews() or when the traits change, since "
                + "code in an initializer runs before the view has a display"
        case .panelMember: return "decide from size classes or the view's own bounds once laid out; for a notch or the Dynamic Island, from safeAreaInsets"
        case .deviceSide:
            return "decide what the side is for: a view inside a container fits that container (constraints to it, or its "
                + "width read in layout); one that must fit either orientation reads the smaller side of its container in layout"
        case .screenPixels:
            return "for a limit on work (decoding, a detector, a cache), use a fixed pixel count; for an image a view shows, "
                + "that view's size times its traitCollection.displayScale once it is in a window"
        case .notchCheck: return "read the safe area instead: view.safeAreaInsets.bottom > 0 once the view is in a window"
        case .panelPixels:
            return "decide what it is for: an output size (a video, an image) from its source or a fixed resolution; a layout "
                + "length from the view's bounds in points where it is laid out"
        case .divisor: return "divide by `max(traitCollection.displayScale, 1)`"
        case .defaultedScale: return "pass traitCollection.displayScale (0 before a window means the main screen's scale)"
        case .unknown:
            return "if the value sizes content in this view, make the change the suggested fix shows; otherwise pass the "
                + "size in from the view it is for"
        case .olderSystem: return "delete the branch once the deployment target reaches the version the check names"
        case .unused: return "delete the line: its value is never read (for a property or a global, nothing in the scanned files names it)"
        case .logged: return "if the log is still wanted, log what it means to show: the window scene's screen (`view.window?.windowScene?.screen`) or the view's own size once it is laid out; otherwise delete the line"
        case .constrainsItself:
            return "keep the constant independent of this view's size: a fixed spacing stays a number; a share of the view's "
                + "own size becomes a multiplier constraint (`make.height.equalToSuperview().multipliedBy(…)`, "
                + "`heightAnchor.constraint(equalTo:multiplier:)`) only where the superview fixes that size; a share of the "
                + "window is measured where the view is placed and handed in"
        case .sizesItself:
            return "size the view where it is added: the code that adds it sets its frame from the superview's bounds, or pins "
                + "it with constraints (to its window's edges for a view meant to cover the screen)"
        case .pixelScale:
            return "pass the scale the pixels were made at: the source image's `scale` where they come from a UIImage "
                + "(`scale` in a UIImage extension), or the scale of the bitmap context that drew them"
        case .videoFrame:
            return "size the video from its source (the capture format's dimensions, the asset track's naturalSize, or a fixed "
                + "resolution) and draw layers into it at scale 1 where they are laid out in the composition's renderSize, not "
                + "from the screen"
        case .sceneSize:
            return "size the scene from the SKView that presents it: `scaleMode = .resizeFill` keeps the scene's size equal to "
                + "the view's, or set `size = view.bounds.size` in the scene's didMove(to:); a game laid out in fixed units "
                + "keeps a constant size with `.aspectFit` or `.aspectFill`"
        case .keyboardAccessory:
            return "lay the view's subviews out so they follow its width (constraints, a stack view, flexible autoresizing masks), "
                + "then give it a constant width (320, say) with the height it needs: UIKit stretches an input accessory to the "
                + "keyboard's width, on every display"
        case .listSetsWidth:
            return "give the height alone and any width (`CGRect(x: 0, y: 0, width: 0, height: …)`, `CGSize(width: 0, height: …)`): "
                + "the table, the flow layout or the view holding a background view sets the width to its own; where the view's own subviews are laid out from that "
                + "width before it is set, lay them out with constraints or in its layoutSubviews() instead"
        case .shownElsewhere:
            return "size it where it is shown, once that is laid out: a view from the view it is added to (create it with .zero "
                + "and set its frame or constraints there), a layout from the list it is installed in, a new controller's "
                + "property from its own view's bounds (in its viewWillLayoutSubviews(), or a subclass's)"
        case .decidesOther:
            return "decide it from what it is about (the capture device's formats, the content, a setting); where the display's "
                + "size is what counts, read the screen of the view's window scene (`view.window?.windowScene?.screen.bounds`)"
        case .pairedScale:
            return "change both together: hand the same scale to the bitmap (`UIGraphicsBeginImageContextWithOptions(size, false, scale)` "
                + "or a UIGraphicsImageRendererFormat with its scale set), then run screenmod again"
        case .screenMember:
            return "write what the member reads, from this code's own context, as for UIScreen.main.bounds or .scale: the "
                + "bounds of the view this code lays out or of the list it is handed, or traitCollection.displayScale"
        case .placeholder:
            return "start it at a neutral value (0, or the constant the code needs before the first layout) and keep the "
                + "assignment in layout"
        case .sizesContent, .decidesLayout, .scaleFactor, .traits, .screenProperty, .choosesText, .helperCall:
            return "rewrite it by hand with the value this code means"
        }
    }
}
