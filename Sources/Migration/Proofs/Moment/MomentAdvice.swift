import RuleLanguage
import SourceModel

/// What a finding says when a way into the use runs at a moment the rule does not cover: why
/// the value is not the one the code means then, and where to read it instead. It offers no
/// edit: reviewed on public apps, the rule's edit at an unproven moment was wrong far more often
/// than right (a scale of 0 in a cell being configured, the nib's size in viewDidLoad), so the
/// finding says where to move the code instead. A forced layout is the exception: the code is
/// already where it belongs, and the edit holds for every layout pass run in a window.
enum MomentAdvice {
    /// The missing moment proof for `way`.
    static func missing(_ way: WayIn, facts: SiteFacts) -> MissingProof {
        let moment = way.moment
        let path = way.path.joined(separator: " <- ")
        let why = readsWindowValue(facts) && moment == .measuring
            ? "a view can be measured before it is in a window, when its display scale is not dependable yet"
            : why(moment, reads: facts.roles.reads)
        // A forced layout is the one moment where the rule's edit is right as soon as it runs in a
        // window, or from iOS 17, when UIKit lays the view out again as its traits change.
        var advice = suggestion(moment, facts: facts)
        var note = way.note
        var deletes = false
        // A private member nothing uses is dead code: deleting it is the migration. Proof that
        // nothing uses it: its file spells its name only where it declares it. A call through a
        // value whose type the tokens do not say (`$0.0.reload()`) is a use screenmod missed.
        if moment == .callback, let dead = way.note, MomentFinder.deadCodeNotes.contains(dead), let start = way.path.last {
            let spelled = facts.analysis.spellings(of: Scope.baseName(ofKey: start)).filter {
                mayName(start, at: $0, owner: facts.context.type?.name, model: facts.analysis.model)
            }
            if spelled.count <= 1 {
                advice = "`\(start)` is private and nothing in the project uses it, \(neverRuns): delete it; if "
                    + "something uses it in a way screenmod cannot see, " + advice
                deletes = true
            } else if let other = spelled.first(where: { facts.analysis.model.context(at: $0).member != facts.context.member }) {
                let line = facts.analysis.model.file.location(other).line
                note = "no call screenmod could resolve; the file spells it again at line \(line), through a value whose type it cannot tell"
                advice = "find when the code at line \(line) runs; " + advice
            }
        }
        let message = "`\(path)` runs \(moment.standing.rawValue) (\(moment.rawValue)\(note.map { ": " + $0 } ?? "")): \(why)"
        // Without the fix (another way in allows none), the advice cannot point at it.
        let withoutFix = moment == .forcedLayout
            ? "set the value again in traitCollectionDidChange(_:), or in didMoveToWindow() after checking `window != nil`: "
                + "a forced layout can run this before the view is in a window, and not every way into this code is a layout pass"
            : nil
        var proof = MissingProof(.moment, moment.rawValue, message: message, suggestion: advice,
                                 allowsSuggestion: moment == .forcedLayout, suggestionWithoutFix: withoutFix)
        if deletes { proof.need = .deletion }
        return proof
    }

    /// The advice for a forced layout that is the only way in outside the rule's moments, below
    /// iOS 17: the rule's edit would be right only once UIKit lays the view out again in its window.
    static let forcedLayoutBelowSeventeen = "set the value again in traitCollectionDidChange(_:), or in didMoveToWindow() "
        + "after checking `window != nil`: a forced layout can run this before the view is in a window, and below iOS 17 "
        + "nothing lays the view out again there"

    /// Whether the spelling at `index` may name the private member `key` of `owner`: a method is
    /// never assigned to (`cell.image = image` sets some value's property), an instance member is
    /// never an implicit member (`type == .image` is a case), and a bare name in another type or a
    /// receiver of another declared type (`message.image` for a `message: Message`) names that type's member.
    private static func mayName(_ key: String, at index: Int, owner: String?, model: SourceModel) -> Bool {
        let file = model.file
        if key.hasSuffix(")"), let next = file.next(after: index), file.token(next, is: "=") { return false }
        // Written bare, only the type's own code (its declaration, its extensions) can name it:
        // another type's `let image` or `case text, image` names that type's own.
        guard let dot = file.previous(before: index), file.punctuation(dot, ".") else {
            return model.context(at: index).type?.name == owner
        }
        if file.startsImplicitMember(dot) { return false }
        guard let receiver = file.previous(before: dot), let type = model.receiverType(endingAt: receiver) else { return true }
        return type == owner
    }

    /// What a suggestion that already leads with deleting dead code says, for the notes that would add it again.
    static let neverRuns = "so this code never runs"

    /// Whether the use reads what only a window gives: the display scale or traits, or the screen
    /// object, the window or the device (anything but a size).
    static func readsWindowValue(_ facts: SiteFacts) -> Bool {
        facts.roles.reads == .scale || facts.roles.reads == .traits || AdviceSubject(facts).map { $0 != .sizeOrScale } == true
    }

    /// The missing moment proof where no way in is known at all.
    static func noWayIn(facts: SiteFacts) -> MissingProof {
        MissingProof(.moment, "none", message: "no way into this code is known, so nothing proves when it runs",
                     suggestion: suggestion(.callback, facts: facts))
    }

    /// Why a moment does not prove the value the code means, for a use that reads `reads`.
    static func why(_ moment: Moment, reads: ScreenValue) -> String {
        switch moment {
        case .initializer: return "an initializer runs before the view has a size or a window"
        case .nibLoading: return "it runs as the view is made from a nib or storyboard (or where code calls it), before the view has its final size or a window"
        case .beforeWindow: return "the view is joining a superview or a window there (willMove(toWindow:) runs before it is in the window it names), and need not be in a window yet"
        case .loadView: return "loadView() creates the view, and reading `view` there loads it again"
        case .viewDidLoad: return "the view has its nib or placeholder size and no window yet"
        case .willAppear: return "on its first appearance the view has no window yet"
        case .cellSetup: return "a cell being configured is not in a window yet, and willDisplay promises no window or final traits"
        case .layout, .didAppear, .userEvent: return "this rule does not cover that moment"
        case .forcedLayout:
            let before = reads == .scale ? "where the display scale is 0.0"
                : reads == .traits ? "where its traits (size classes, idiom) are not yet its window's"
                : "where its size is not yet the one its window gives it"
            return "a forced layout can run it before the view is in a window, \(before), and below iOS 17 "
                + "nothing lays the view out again when it joins one"
        case .traitChange: return "traits change while a rotation is under way, before layout applies the new size"
        case .listLayout: return "UIKit asks it while it lays out the list: the list it hands in is the container"
        case .scroll: return "the scroll view it hands in is the container there"
        case .transition: return "during a transition the view's bounds are still the old size; the size or container handed in is the new one"
        case .measuring: return "the container sizes the view from this answer, so the view's own bounds would be circular"
        case .disappearance:
            return "the view is leaving its window (in viewWillDisappear(_:) it is still in it; after viewDidDisappear(_:) "
                + "and in deinit it is not): what is restored or read now must match the screen the view was shown on, which "
                + "this code does not keep"
        case .viewBody, .viewEvent: return "this rule does not cover SwiftUI views"
        case .windowChange: return "UIKit also calls didMoveToWindow() when the view leaves its window, and nothing here checks `window != nil` first"
        case .deferred: return "the closure runs later, when the view may have left its window or not be in one yet"
        case .notification:
            return "a notification arrives whenever its sender posts it, which says nothing of this view's window or layout "
                + "(an orientation change is posted before the interface has rotated and laid out)"
        case .callback: return "nothing proves when it runs"
        case .external: return "code of another type calls it (or may: it is not private), and screenmod does not carry that "
            + "code's moment over to this view, whose window it would have to prove"
        }
    }

    /// Where to read the value instead, for what the rule reads (size, scale, window, screen).
    static func suggestion(_ moment: Moment, facts: SiteFacts) -> String {
        let isController = facts.typeTags.contains("uiviewcontroller")
        let isSwiftUI = facts.typeTags.contains("swiftui-view")
        let isView = facts.typeTags.contains("uiview") || facts.typeTags.contains("trait-environment")
        if let subject = AdviceSubject(facts), subject != .sizeOrScale {
            // What is restored as the view leaves belongs to the screen it was shown on.
            if moment == .disappearance, subject == .screenObject, isController {
                return "keep the screen the view was shown on: in viewDidAppear(_:) store view.window?.windowScene?.screen "
                    + "and the value to restore, and restore it on that stored screen here"
            }
            return subject.suggestion(isController: isController, isSwiftUI: isSwiftUI, isView: isView)
        }
        // A relative constraint needs no moment; a forced layout's fix is already the right edit.
        if moment != .forcedLayout, let constraint = ConstraintEnd.advice(for: facts) { return constraint }
        if let request = imageRequest(facts), moment != .layout {
            return "this scale goes to an image request (`\(request)`), whose result a cache may keep for every view that shows "
                + "it: where the request is made, read traitCollection.displayScale (with max(_, 1)) when the view is in a window "
                + "(window != nil), and a fixed scale (the largest the app supports) otherwise; moving the request into layout "
                + "would start it again on every layout pass"
        }
        // A list's callback is handed the list it answers for, which has its size whenever it asks: where the
        // method runs as the list asks (not deferred, not in a transition) and is the list's own callback
        // (`tableNode(_:constrainedSizeForRowAt:)`, named for it), that list is what to measure.
        let asked: Set<Moment> = [.listLayout, .cellSetup, .scroll, .external, .callback]
        if case .bounds = facts.roles.reads, asked.contains(moment),
           let list = facts.analysis.handedContainers(facts.context).first(where: { LayoutNames.handedLists.contains($0.type) }),
           [.listLayout, .cellSetup, .scroll].contains(moment) || facts.memberName?.hasPrefix(list.name) == true {
            return "this method is handed `\(list.name)` (\(list.type)), the list it answers for: measure against its bounds "
                + "(`\(list.name).bounds.width`), which it has when it asks, rather than the screen's; it asks again when its "
                + "size changes (guard against a zero width before it is laid out)"
        }
        if !isController, !isSwiftUI, !isView {
            return "have the caller pass the size or scale in from the view it is for, read where that view is laid out "
                + "(bounds in its layoutSubviews(), view.bounds in a controller's viewDidLayoutSubviews())"
        }
        if !isSwiftUI, let added = addedViewsAdvice(moment, facts: facts, isController: isController) { return added }
        switch moment {
        case .transition:
            return "use the size viewWillTransition(to:with:) hands in, or do the layout in viewDidLayoutSubviews()"
        case .measuring:
            return "answer from the size handed in (sizeThatFits(_:)'s argument) or from the content, not from the screen"
        case .cellSetup where facts.moments.ordered.contains { $0.moment == .cellSetup && $0.note?.hasPrefix("configured from") == true }:
            // A cell's own method its list calls while handing the cell out: the list has the size.
            return facts.roles.reads == .scale
                ? "have the list pass its traitCollection.displayScale in where it configures the cell, or set the value in the "
                    + "cell's own layoutSubviews() or traitCollectionDidChange(_:), once it is in a window"
                : "have the list pass its own width in where it configures the cell (its bounds in the data source method), "
                    + "or size the content in the cell's own layoutSubviews()"
        case .listLayout, .cellSetup, .scroll:
            if facts.roles.reads == .scale {
                return "read the display scale from the list view the method is handed (its traitCollection.displayScale), "
                    + "or set it in the cell's own layoutSubviews()"
            }
            return "read the bounds of the list or scroll view the method is handed, or size the cell in its own layoutSubviews()"
        case .forcedLayout:
            return "take the suggested fix once the deployment target is iOS 17 or later, where UIKit lays the view out again "
                + "when its display scale changes; before that, set the value again in traitCollectionDidChange(_:), or in "
                + "didMoveToWindow() after checking `window != nil`"
        case .deferred, .notification:
            return "read the value where the view is laid out, before the closure or handler runs, and hand it in, or redo "
                + "this work in " + (isController ? "viewDidLayoutSubviews()" : isSwiftUI ? "`body`" : "layoutSubviews()")
        case .disappearance:
            return "keep the value from when the view was on screen (viewDidAppear) instead of reading it now"
        case .external:
            return "have the caller pass the size or scale in from its own view once that view is laid out, or move this "
                + "into the layout of the view that shows it"
        default:
            if isSwiftUI {
                return "read the value in `body` or a modifier's closure, where the view's environment is set"
            }
            return isController
                ? "move what depends on size or scale into viewDidLayoutSubviews() (or viewWillLayoutSubviews()), where "
                    + "the view is laid out in its window, and read view.bounds or traitCollection.displayScale there"
                : "move what depends on size or scale into layoutSubviews(), or into didMoveToWindow() after checking "
                    + "`window != nil`, and read bounds or traitCollection.displayScale there"
        }
    }
}

extension MomentAdvice {
    /// The image loading call the scale ends in (`scaleFactor`, `DownsamplingImageProcessor`, `setImage`), if it is
    /// handed to one: a request whose result outlives the view that asked.
    static func imageRequest(_ facts: SiteFacts) -> String? {
        guard facts.roles.reads == .scale else { return nil }
        return facts.roles.flow.sinks.lazy.compactMap { sink -> String? in
            guard case .argument(let callee, let label) = sink, let name = callee.last,
                  LayoutNames.takesImageRequestScale(name, label: label) else { return nil }
            return callee.joined(separator: ".")
        }.first
    }
}

/// What a use stands for, as far as advice goes: moving a size read into layout is no help
/// for a brightness write or the key window.
enum AdviceSubject: Equatable {
    case sizeOrScale
    /// The screen object or one of its own properties (brightness, the screen compared or handed on).
    case screenObject
    /// The app's key window or its window list.
    case window
    /// The device's idiom or orientation.
    case device
    /// The idiom read through the main screen's traits (`UIScreen.main.traitCollection.userInterfaceIdiom`).
    case idiom

    init?(_ facts: SiteFacts) {
        guard facts.use.anchor.isMainScreen else {
            switch facts.use.anchor.word {
            case "keyWindow", "windows", "connectedScenes", "delegate": self = .window
            case "userInterfaceIdiom", "orientation", "statusBarOrientation", "interfaceOrientation": self = .device
            default: return nil
            }
            return
        }
        if facts.roles.members.contains("userInterfaceIdiom") {
            self = .idiom
            return
        }
        let values = facts.roles.values
        // Any member of the screen object but its sizes, scale and traits (`snapshotView`,
        // `brightness`, `maximumFramesPerSecond`) is about the display, not a layout size; so is the
        // project's own member of it, whatever it means, called on the screen the view is on.
        self = values.contains(Role.screenProperty.rawValue) || values.contains(Role.identity.rawValue)
            || facts.use.form == .contextual || [.screen, .projectMember].contains(facts.roles.reads) ? .screenObject : .sizeOrScale
    }

    func suggestion(isController: Bool, isSwiftUI: Bool, isView: Bool) -> String {
        switch self {
        case .sizeOrScale: return ""
        case .screenObject:
            if isSwiftUI {
                return "act on the screen from a UIKit view or controller that is in a window (its window scene's screen); "
                    + "a SwiftUI view has no screen of its own"
            }
            if isController { return "read view.window?.windowScene?.screen in viewDidAppear(_:) or later, when the view is in a window" }
            if isView { return "read window?.windowScene?.screen in didMoveToWindow() after checking `window != nil`" }
            return "have the caller hand in the screen of the window scene that shows its view (view.window?.windowScene?.screen)"
        case .window:
            if isController { return "read view.window in viewDidAppear(_:) or later, when the view is in a window" }
            if isView { return "read window in didMoveToWindow() after checking `window != nil`" }
            return "have the caller hand in the window of the view it acts for (view.window)"
        case .device:
            return "decide from the container's size or the trait collection's size classes where the view is laid out, "
                + "not from the device"
        case .idiom:
            let traits = isController || isView || isSwiftUI ? "this view's own traits (traitCollection.userInterfaceIdiom), or " : ""
            return "read the idiom from \(traits)UIDevice.current.userInterfaceIdiom, which needs no screen; "
                + "where it picks a layout, size classes follow the window"
        }
    }
}

extension MissingProof {
    /// Whether this is a moment in which the view is in a window (a user event, `viewDidAppear`)
    /// that the rule does not list: true of the code, but not what keeps it from a rewrite.
    var isUncoveredMomentInWindow: Bool {
        kind == .moment && Moment(rawValue: code)?.standing == .inWindow
    }
}


/// A caller, through another object, of the member a plain type's use is in that runs in a UIKit
/// callback before its view is in a window (`Controller.viewDidLoad()` calling
/// `sizer.setScreenSize()`): "have the caller pass the size in" is no help there unless the caller
/// moves too.
struct CallerBeforeWindow {
    let place: OutsideUses.Place
    let user: String

    init?(facts: SiteFacts) {
        guard let name = facts.memberName,
              let place = facts.analysis.project.outsideUses.place(of: name, fits: { place in
                  // A view's or controller's own set-up, not a list's cell set-up (the cell lays out later).
                  !place.inClosure && place.userMember.flatMap {
                      UIKitCallbacks.moment(of: $0, isOverride: true, inSwiftUIView: false)
                  }.map { $0.standing == .beforeWindow && $0 != .cellSetup } == true
              }), let user = place.user else { return nil }
        self.place = place
        self.user = user
    }

    /// What the caller must do for the value it passes in to be the view's own.
    var suggestion: String {
        "its caller `\(user)` (at \(place.location)) runs before the caller's view is in a window, so a size or scale passed from "
            + "there is no better: call this from the caller's layout (viewDidLayoutSubviews() or layoutSubviews()) and pass "
            + "its view's bounds or traitCollection.displayScale in from there"
    }
}
