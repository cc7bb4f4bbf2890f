/// The advice that follows from where an Objective-C screen value ends, when that is outside any
/// layout of a view by its container: a video's frames, a table's header or footer width, an
/// animation's state, a bitmap's size, a position in another view's coordinates.
extension ObjectiveCScanner {
    static func endAdvice(for use: ObjectiveCScreenUse, in context: ObjectiveCContext?) -> (String, String)? {
        if [.size, .scale].contains(use.bucket), let video = context?.videoFrame, video.name != VideoFrames.layerTool || use.bucket == .scale {
            return VideoFrames.objectiveCAdvice(use.spelled, name: video.name, line: video.line)
        }
        if use.bucket == .size, let container = context?.containerFramed {
            return ("\(use.spelled) sets the frame of `\(container)`, the view of a controller that contains this one: "
                        + "its size is what holds this controller's view, so this view's bounds cannot stand for it",
                    "give it the bounds of the view that holds it: where that controller is the window's root, the window's "
                        + "(self.view.window.bounds, once the view is in a window), elsewhere \(container).superview.bounds")
        }
        if use.bucket == .size, let pinned = context?.masonryPinned {
            return ("\(use.spelled) sets the \(pinned.member) of `\(pinned.view)`, which the Masonry constraints on line "
                        + "\(pinned.line) replace at the next layout pass: a placeholder the screen's size never shows in",
                    "drop the \(pinned.member) here (a new view can start with CGRectZero) and let the constraints on line "
                        + "\(pinned.line) size and place `\(pinned.view)`")
        }
        if use.bucket == .size, context?.meetsOwnOrigin == true {
            return ("\(use.spelled) meets this view's position in its superview here (its frame's origin): a position in "
                        + "the superview's coordinates, whose extent is the superview's size, not the screen's",
                    "measure against the superview (CGRectGetHeight(self.superview.bounds) or its width, read when the view "
                        + "moves), and change the methods that set and test the same position together")
        }
        if use.bucket == .size, let slot = context?.tableEdge {
            return ("\(use.spelled) is the width of the view set as the table's \(slot), which the table stretches to its own "
                        + "width when it shows it: the width given here is never used",
                    "give the frame no width (CGRectMake(0, 0, 0, height)): the table sets it; keep only the height the view needs")
        }
        if use.bucket == .size, let animated = context?.animatedConstraint {
            return ("\(use.spelled) is the main screen's size, not this view's; here it sets the constant of `\(animated.name)`, "
                        + "which \(animated.method) animates (line \(animated.line)): a state of that animation, not a frame that follows "
                        + "the view's size",
                    "keep setting it where the animation starts, from the view's own bounds (CGRectGetWidth(self.view.bounds) "
                        + "once the view has its size, from viewDidAppear: on), or make each state a constraint relative to the view "
                        + "(a multiplier of its width) and switch between them; set in viewDidLayoutSubviews, it would be reset on "
                        + "every animated layout pass")
        }
        if use.bucket == .size, let view = context?.imageOf {
            let drawn = view.isEmpty ? "the bounds of the view or layer drawn into it" : "\(view).bounds.size, the view the method renders into it"
            return ("\(use.spelled) sizes a bitmap image context here: the picture's size, which is the size of what is drawn "
                        + "into it, not of the screen",
                    "size the context from \(drawn), which is right in any window and on any display")
        }
        if use.bucket == .size, context?.convertsCoordinates == true {
            return ("\(use.spelled) is converted between coordinate spaces here (convertRect:/convertPoint: with toView: or "
                        + "fromView:): what the line makes is a position in another view's or the window's coordinates, not "
                        + "a size, and the screen's rectangle is a stand-in for the one meant",
                    "convert the rectangle the code means, usually the view's own bounds ([view convertRect:view.bounds "
                        + "toView:nil] for its frame in the window), rather than the screen's")
        }
        return nil
    }
}

extension ObjectiveCScanner {
    /// The panel's size in pixels kept or passed on, with no comparison on its line: what it is for
    /// is where it goes, which a line-level reading does not see, so the advice names the cases.
    static func panelPixelsAdvice(spelled: String) -> (String, String) {
        ("\(spelled) is the main screen's panel size in pixels: pixels, not points, and the panel of the main display, "
            + "not the window this code draws in (iPhone Duo, iPhone Mirroring and resizable windows differ)",
         "decide what it is for: an output size (a video, an image, a capture) from its source or a fixed resolution; "
            + "the display showing a view from self.view.window.windowScene.screen once the view is in a window; a layout "
            + "length from the view's bounds in points where it is laid out; a device test from size classes or safeAreaInsets")
    }
}
