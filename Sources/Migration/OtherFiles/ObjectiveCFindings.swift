import RuleLanguage
import SwiftLexer
import SourceModel

extension ObjectiveCScanner {
    /// The findings for every main-screen use in Objective-C `bytes`: why, and what to write
    /// instead, by what the use reads (the same advice the Swift rules give for the same read).
    /// `unused` names the main-screen macros no line of the project's Objective-C uses
    /// (`ObjectiveCMacros.survey`) and the classes and category methods no other file names
    /// (`ObjectiveCUnusedCode`): their findings say to delete them. `classes` holds the
    /// superclasses the project's headers declare.
    public static func findings(in bytes: [UInt8], unused: UnusedObjectiveC = UnusedObjectiveC(),
                                classes: ObjectiveCClasses = ObjectiveCClasses(superclasses: [:])) -> [Finding] {
        let (tokens, _, literals) = ObjectiveCTokens.scan(bytes)
        let found = uses(in: bytes, tokens: tokens)
        guard !found.isEmpty else { return [] }
        let lines = SourceText(bytes: bytes)
        let contexts = ObjectiveCContext.contexts(of: found.map(\.offset), tokens: tokens, bytes: bytes, lines: lines, classes: classes)
        let availability = ObjectiveCAvailability(tokens: tokens, bytes: bytes, literals: literals)
        let isTest = ObjectiveCTestCode.contains(tokens, bytes: bytes)
        let implemented = unused.classes.isEmpty ? [] : ObjectiveCUnusedCode.implementedClasses(tokens, bytes: bytes)
        return found.map { read in
            let (line, column) = lines.location(of: read.offset)
            let macro = definedMacro(holding: read.offset, in: bytes)
            // A macro's body is advised for the lines that use it, wherever they are.
            let context = macro == nil ? contexts[read.offset] : nil
            // A window setting its own frame sizes a window, whatever member the line reads.
            var use = read
            if use.bucket == .size, context?.isWindow == true, context?.setsOwnFrame == true { use.bucket = .windowFrame }
            var (message, suggestion) = (macro == nil ? placeAdvice(for: use, in: context, availability: availability, lines: lines) : nil)
                ?? readAdvice(for: use, in: context, tokens: tokens, bytes: bytes)
            if isTest {
                var finding = Finding(ruleID: OtherFileRule.objectiveCMainScreen.id, line: line, column: column, offset: use.offset,
                                      message: ObjectiveCTestCode.message(message), suggestion: ObjectiveCTestCode.suggestion,
                                      cause: FindingNeed.testCodeCause)
                finding.need = .tests
                return finding
            }
            var need = ObjectiveCAdvice.need(for: use, in: context)
            if let context, let owner = unused.owner(of: context, implemented: implemented) {
                need = .deletion
                message = owner.reason + message
                suggestion = owner.deletion + "; if it is kept, " + suggestion
            } else if let macro, unused.macros.contains(macro) {
                need = .deletion
                message = "the macro \(macro) is used by no line of the scanned Objective-C: " + message
                suggestion = "delete the macro \(macro) rather than migrate it (check code outside the scanned folders first: a library's public header may have users elsewhere)"
            } else if let macro {
                message = "the macro \(macro) hands this to every line that uses it: " + message
                let bars = use.bucket == .size && use.comparison == nil ? " (for a status bar, navigation bar or home indicator height, the view's safeAreaInsets)" : ""
                suggestion = "change the lines that use \(macro), each as below\(bars), then delete the macro: " + suggestion
            }
            var finding = Finding(ruleID: OtherFileRule.objectiveCMainScreen.id, line: line, column: column,
                                  offset: use.offset, message: message, suggestion: suggestion)
            // A macro is reported once, where it is defined, with the lines that use it.
            finding.related = macro.flatMap { unused.macroUsers[$0] } ?? []
            finding.callSites = finding.related
            finding.need = need
            return finding
        }
    }

    /// What the place of a use outside any macro says before what it reads: a branch for older
    /// systems, a local nothing reads, text, a coordinate conversion. Nil where it says nothing.
    private static func placeAdvice(for use: ObjectiveCScreenUse, in context: ObjectiveCContext?,
                                     availability: ObjectiveCAvailability, lines: SourceText) -> (String, String)? {
        if let check = availability.olderSystemCheck(at: use.offset) {
            return ("this is the branch for systems older than the version the `\(availability.checkName(at: check))` check on "
                        + "line \(lines.location(of: check).line) names; from that version on it never runs",
                    "leave it while older systems are supported; delete the branch once the deployment target reaches that version")
        }
        if let check = availability.olderVersionGuard(at: use.offset) {
            return ("this runs only on systems older than the version the check on line "
                        + "\(lines.location(of: check).line) compares with; from that version on it never runs",
                    "leave it while older systems are supported; delete the branch once the deployment target reaches that version")
        }
        if let test = availability.equalBranches(conditionHolding: use.offset) {
            return ("\(use.spelled) is read in the test of the `if` on line \(lines.location(of: test).line), whose two branches do "
                        + "the same, token for token: the test, and the screen it reads, decide nothing",
                    "delete the test and keep one of its branches")
        }
        let readsValue = [.size, .scale].contains(use.bucket)
        if readsValue, let local = context?.unreadLocal {
            return ("\(use.spelled) is stored in the local `\(local)`, whose value nothing after this line in its method "
                        + "uses (at most another local that nothing reads), so the line sizes nothing",
                    "delete the line and any local only it feeds (code that reads them only in a comment or a disabled "
                        + "block goes with them)")
        }
        if readsValue, context?.endsInText == true {
            return ("\(use.spelled) ends as text here (a format string: a device description for a server, analytics or "
                        + "a log), where the screen itself is what it describes; it lays out nothing",
                    "keep it while the main screen is available (deprecated in iOS 26, not removed); to retire it, describe "
                        + "the screen of the window scene the app shows in (a window's windowScene.screen), or drop the "
                        + "field if nothing reads it")
        }
        return endAdvice(for: use, in: context)
    }

    /// What the use reads says: `advice(for:in:)`, with a design's ratio (`… / 568`) named.
    private static func readAdvice(for use: ObjectiveCScreenUse, in context: ObjectiveCContext?, tokens: [ObjectiveCToken],
                                   bytes: [UInt8]) -> (String, String) {
        var (message, suggestion) = advice(for: use, in: context)
        if use.bucket == .size, let side = designSide(after: use.offset, tokens: tokens, bytes: bytes) {
            message += "; divided by \(side), it is a share of a \(side)-point design, a ratio that stretches lengths drawn for that screen"
            suggestion = "make the ratio once from the size of the whole design's space (the window's bounds, "
                + "self.view.window.bounds once the view is in a window) divided by \(side), not from the bounds of the view a "
                + "length ends up in, which would shrink it with that view; or drop the stretching for Auto Layout and fixed sizes"
        }
        return (message, suggestion)
    }

    /// Whether code in `context` makes a window other than the app's main one: a method of a class that is
    /// not the app delegate, outside the launch and scene-connection callbacks.
    static func makesAnotherWindow(_ context: ObjectiveCContext) -> Bool {
        guard let selector = context.selector, context.kind != .appDelegate, !context.isWindow else { return false }
        return !selector.hasPrefix("application:") && !selector.hasPrefix("scene:")
    }

    /// The screen side of a device the use is divided by just after it (`[UIScreen mainScreen].bounds.size.height
    /// * (h) / 568`), on its line: the height or width of the design its lengths were drawn for.
    static func designSide(after offset: Int, tokens: [ObjectiveCToken], bytes: [UInt8]) -> String? {
        let rest = restOfLine(after: offset, tokens: tokens, bytes: bytes)
        guard let slash = rest.prefix(24).first(where: { tokens[$0].text(in: bytes) == "/" && $0 + 1 < rest.upperBound }),
              tokens[slash + 1].kind == .number else { return nil }
        var value = String(tokens[slash + 1].text(in: bytes).prefix { $0.isNumber || $0 == "." })
        if value.hasSuffix(".0") { value.removeLast(2) }
        return LayoutNames.isDeviceDimension(value) ? value : nil
    }

    /// The name of the `#define` whose body holds `offset` (its line, or a line a `\` continues), if any.
    static func definedMacro(holding offset: Int, in bytes: [UInt8]) -> String? {
        var start = offset
        while start > 0 {
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
            // A line that the one before continues with a backslash belongs to it.
            var end = start - 1
            while end > 0, bytes[end - 1] == 0x0D || bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            guard start > 1, end > 0, bytes[end - 1] == UInt8(ascii: "\\") else { break }
            start -= 1
        }
        var cursor = start
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        let directive = Array("#define".utf8)
        guard cursor + directive.count < bytes.count, Array(bytes[cursor..<(cursor + directive.count)]) == directive else { return nil }
        cursor += directive.count
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
        let nameStart = cursor
        while cursor < bytes.count, ByteScan.isIdentifierByte(bytes[cursor]) { cursor += 1 }
        return cursor > nameStart && nameStart < offset ? String(decoding: bytes[nameStart..<cursor], as: UTF8.self) : nil
    }

    /// The iOS version that added a UIScreen member a feature test asks about, for those old
    /// enough that every deployment target today has them.
    static let featureVersions: [String: String] = [
        "scale": "4", "displayLinkWithTarget": "4", "nativeScale": "8", "nativeBounds": "8",
        "coordinateSpace": "8", "fixedCoordinateSpace": "8", "traitCollection": "8",
    ]

    /// The message and suggestion for one use. Objective-C is never rewritten, so each one says
    /// what to write by hand, for the kind of class and the method the use is in where the file
    /// shows them.
    static func advice(for use: ObjectiveCScreenUse, in context: ObjectiveCContext?) -> (message: String, suggestion: String) {
        let spelled = use.spelled
        // What of the screen object a use reads, for its messages.
        let what = use.member.map { "its \($0)" } ?? "the screen object"
        // The panel's size in pixels (`nativeBounds`, `currentMode.size`) compared tells device models
        // apart; kept or passed on, what it is for is where it goes.
        if use.member == "currentMode" || (use.member == "nativeBounds" && use.comparison == nil) {
            guard use.compared else { return panelPixelsAdvice(spelled: spelled) }
            return ("\(spelled) is the main screen's panel size in pixels, which tells device models apart (a notched "
                    + "iPhone by 1125 × 2436), not the space this view has or the screen showing it",
                    "decide from what the test is for: a notch or home indicator from the view's safeAreaInsets (or its "
                    + "safeAreaLayoutGuide) once it is laid out; room from size classes or the view's bounds; not from the "
                    + "device model, which misses every model the list does not name")
        }
        if use.isFallback, [.size, .scale].contains(use.bucket) {
            return ("\(spelled) is the fallback of `?:` here, used only when the value before it is zero (a view with no "
                        + "size or no window yet): then the main screen's value stands in, which matches the view's only where the app fills its screen",
                    "decide what the code should do before the view has a size: do the work where it is laid out "
                        + "(layoutSubviews, viewDidLayoutSubviews), where no fallback is needed, or take the fallback from the "
                        + "superview's bounds; a fallback to the main screen keeps its meaning only for a full-screen app")
        }
        switch use.bucket {
        case .size where use.readsOrigin && use.member == "applicationFrame":
            let viewless = context?.hasNoViewOfItsOwn ?? false
            return ("\(spelled) is read for its origin, where the app's frame starts below the status bar: the status bar's "
                    + "height, not a size (and applicationFrame is deprecated since iOS 9)",
                    viewless
                        ? "this code has no view of its own: have the caller pass the top inset of the view it lays out "
                            + "(view.safeAreaInsets.top once it is laid out), or pin that view's content to its "
                            + "safeAreaLayoutGuide so that no code needs the status bar's height"
                        : "read the space the bars take from the view instead: safeAreaInsets.top in layout "
                            + "(viewDidLayoutSubviews, layoutSubviews) or pin to the safeAreaLayoutGuide, and for the status bar "
                            + "alone the window's windowScene.statusBarManager.statusBarFrame (iOS 13)")
        case .size:
            if let comparison = use.comparison { return comparison.advice(spelled: spelled, in: context) }
            let deprecated = use.member == "applicationFrame" ? " (and applicationFrame is deprecated since iOS 9)" : ""
            if ObjectiveCAdvice.makesRootViewPlaceholder(context) {
                return ("\(spelled) gives the root view that loadView makes a starting frame, which whoever shows the "
                        + "controller replaces (the window, a navigation or tab controller); it stays the main screen's size "
                        + "only where a parent adds this view by hand without setting its frame" + deprecated,
                        ObjectiveCAdvice.size(in: context))
            }
            return ("\(spelled) is the main screen's size, not the size of this window or view; they differ in "
                    + "Split View, Stage Manager, iPhone Mirroring and on iPhone Duo" + deprecated,
                    ObjectiveCAdvice.size(in: context))
        case .scale where use.member == "nativeScale" && use.compared:
            return ("\(spelled) is the panel's native scale, which tells device models and Display Zoom apart (about 2.34 on "
                    + "a zoomed iPhone whose drawing scale is 2), not a density this view draws at",
                    "decide what the test picks from what it is about (size classes or the view's bounds for layout, a fixed "
                    + "value for a design detail); traitCollection.displayScale is the drawing scale, not the native one, so "
                    + "it would change the test's answer on zoomed devices")
        case .scale where use.member == "scale" && use.compared:
            return ("\(spelled) is compared with a number: it tests the main screen's density (1x, 2x or 3x), which the "
                    + "display a view is on need not share (an external display, iPhone Mirroring), and which says nothing "
                    + "about the space the view has where the answer picks a layout",
                    "where the test is about density (pixel alignment, hairlines), compare self.traitCollection.displayScale "
                    + "of the view it is for once the view is in a window (viewDidAppear:, viewDidLayoutSubviews), each time, "
                    + "not once for the app; for images, the asset catalogue's @2x and @3x variants; where it picks a layout, "
                    + "size classes or the view's bounds where it is laid out")
        case .scale where context?.className == "UIImage":
            return ("\(spelled) is the main screen's scale, not the density of this image or of the view that will show it",
                    ObjectiveCAdvice.scale(in: context))
        case .scale:
            return ("\(spelled) is the main screen's scale; the trait collection carries the scale of the screen "
                    + "this view is actually on",
                    ObjectiveCAdvice.scale(in: context))
        case .windowFrame where use.makesWindow && context.map(makesAnotherWindow) ?? false:
            return ("\(spelled) sizes a window from the main screen; a window takes its size from its window scene, "
                    + "which is not the main screen on iPhone Duo, in Stage Manager or on an external display",
                    "this window is made beside the app's own (an overlay, a banner, a window of a library's): from iOS 13 "
                    + "make it with [[UIWindow alloc] initWithWindowScene:] and the scene of a window already shown (the key "
                    + "window's windowScene, or self.view.window.windowScene from a view controller), which sizes it to that "
                    + "scene, and drop the frame; an app that still runs below iOS 13 keeps the frame for those systems")
        case .windowFrame where context?.isWindow == true && context?.setsOwnFrame == true:
            return ("\(spelled) sizes a window from the main screen; a window takes its size from its window scene, "
                    + "which is not the main screen on iPhone Duo, in Stage Manager or on an external display",
                    "this window sizes itself: from iOS 13, make it with initWithWindowScene: instead (the scene argument of "
                    + "scene:willConnectToSession:options: for the app's own window, a shown window's windowScene for an "
                    + "overlay), which sizes it to that scene, and drop the frame; an app that still runs below iOS 13 keeps "
                    + "the frame for those systems")
        case .windowFrame where context?.kind == .appDelegate:
            return ("\(spelled) sizes the app's launch window, made in the app delegate: an app without scenes has no window "
                    + "scene to make it from, so the main screen's size is the one it can take; with scenes, a window takes its "
                    + "size from its window scene, which is not the main screen on iPhone Duo, in Stage Manager or on an external display",
                    "adopt scenes to follow the display: add a UIApplicationSceneManifest and a UIWindowSceneDelegate whose "
                    + "scene:willConnectToSession:options: creates the window with [[UIWindow alloc] initWithWindowScene:] "
                    + "(the scene argument, cast to UIWindowScene); until then this line is what the app must write, and an "
                    + "app that still runs below iOS 13 keeps it for those systems")
        case .windowFrame:
            return ("\(spelled) sizes a window from the main screen; a window takes its size from its window scene, "
                    + "which is not the main screen on iPhone Duo, in Stage Manager or on an external display",
                    "from iOS 13, create the window with [[UIWindow alloc] initWithWindowScene:windowScene] in "
                    + "scene:willConnectToSession:options: (windowScene is the scene argument, cast to UIWindowScene), "
                    + "which sizes it to the scene, and drop the frame; an app without scenes needs a scene manifest and "
                    + "delegate first, and an app that still runs below iOS 13 keeps this window for those systems")
        case .traits:
            return ("\(spelled) is the main screen's trait collection, not the traits of the view this code serves",
                    "read self.traitCollection in a view or view controller; code without a view takes the traits "
                    + "from its caller")
        case .featureTest:
            let tested = use.testedSelector.map { "`\($0)`" } ?? "a selector"
            let since = use.testedSelector.flatMap { featureVersions[$0] }
            return ("\(spelled) asks whether UIScreen has \(tested), not anything about a screen"
                    + (since.map { ": UIScreen has it from iOS \($0), so the test is true on every system an app can target today" } ?? ""),
                    (since == nil ? "if the deployment target is at or above the iOS version that added it, " : "")
                    + "delete the test and keep the code it guards; what that code reads from the screen is reported on its own line")
        case .projectMember:
            let member = use.member ?? ""
            return ("\(spelled) calls `\(member)`, which UIKit's UIScreen does not declare: the project's own member (a "
                    + "category), whose meaning is in its declaration, run on the main screen rather than the one showing this content",
                    "read the declaration of `\(member)`: where it returns a size or a scale for layout, read the view's own "
                    + "bounds or trait collection here instead (in layout, or once the view is in a window) and retire the "
                    + "member; where it means the display, call it on the screen of the view's window")
        case .identity:
            let screenItself = context?.className == "UIScreen"
            return ("\(spelled) compares a screen object with the main screen: it asks which display "
                        + (screenItself ? "this screen is (the device's built-in one or another)" : "something is on")
                        + ", which is not a size and has nothing in reach to stand in for it",
                    "decide what the test is for: to act on the display a view is on, use its window scene's screen "
                        + "(view.window.windowScene.screen, iOS 13) directly; to tell the device's own display from an external "
                        + "one, compare with the screen of the window scene the app shows its main interface in; the main screen "
                        + "stays available while deprecated (iOS 26), so the test may stay until then")
        case .screenObject where context?.kind == .appDelegate && !(context?.isClassMethod ?? false):
            return ("\(spelled) uses the main screen (\(what)) from the app delegate, which on iPhone Duo or with an external "
                    + "display is not the screen showing the app's window",
                    "use the screen of the window the app shows: in an app without scenes, the app delegate's own window, "
                    + "self.window.screen (iOS 3.2); in an app with scenes, the app delegate has no window, so do this in the scene "
                    + "delegate with self.window.windowScene.screen (iOS 13); set and restore properties such as brightness on "
                    + "that same screen")
        case .screenObject where context?.hasNoViewOfItsOwn == true && use.member == nil:
            return ("\(spelled) uses the main screen object, which on iPhone Duo or with an external display is not the "
                    + "screen showing this content",
                    "this code has no view of its own: take what it reads from the screen (its size, its scale) as parameters "
                    + "from a caller that lays out a view; for a size chosen once for the whole app (a photo size to download or "
                    + "cache), a fixed size for the largest display the app supports")
        case .screenObject:
            return ("\(spelled) uses the main screen (\(what)), which on iPhone Duo or with an external display "
                    + "is not the screen showing this content",
                    "get the screen from the window scene showing the view once it is in a window "
                    + "(self.view.window.windowScene.screen in a view controller from viewDidAppear:, "
                    + "self.window.windowScene.screen in a view; windowScene is iOS 13, so an app that runs below it keeps the main "
                    + "screen in the else of if (@available(iOS 13.0, *))), and set and restore properties such as brightness on that same screen")
        }
    }
}
