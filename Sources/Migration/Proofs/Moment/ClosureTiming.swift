import RuleLanguage
import SourceModel

/// When code in an escaping closure runs, relative to the code that writes the closure: at once
/// (an animation block, `forEach`), at a moment of its own (a `UIAction` handler on a tap, a
/// notification handler), or later (an asynchronous block, a completion). Decided from what the
/// closure is handed to, as written (a function of the project's that takes it without
/// `@escaping` runs it at once); anything else runs at a time nothing proves.
enum ClosureTiming: Equatable {
    /// During the call it is handed to: the writer's moments carry over.
    case now
    /// At a moment of its own, whatever the writer's.
    case at(Moment)
    /// In a transition coordinator's animation (`animate(alongsideTransition:)`): with the new size
    /// applied when written in a transition, later otherwise.
    case alongsideTransition

    /// The moment code in the closure runs in, for a writer running in `moment`.
    func moment(after moment: Moment) -> Moment {
        switch self {
        case .now: return moment
        case .at(let own): return own
        case .alongsideTransition: return moment == .transition ? .layout : .deferred
        }
    }

    /// The timing of a closure handed to `site`, in a SwiftUI view or not. An alert action's handler runs
    /// on a tap on the alert, with the presenter's view in its window: the writer's own view only where
    /// `presentsFromSelf` (the code that writes it presents from `self`); otherwise nothing proves when.
    static func of(_ site: ClosureSite, inSwiftUI: Bool, presentsFromSelf: Bool = false) -> ClosureTiming {
        let callee = site.callee ?? ""
        if callee == "UIAlertAction" { return .at(presentsFromSelf ? .userEvent : .callback) }
        // UIKit runs a presentation's completion after the presented controller's viewDidAppear(_:).
        if callee == "present", site.label == nil || site.label == "completion", site.handsSelf { return .at(.didAppear) }
        if site.label.map(completionLabels.contains) == true { return .at(.deferred) }
        if callee == "animate", site.label == nil || site.label == "alongsideTransition",
           site.receiver?.hasSuffix("coordinator") == true || site.receiver == "transitionCoordinator" {
            return .alongsideTransition
        }
        if let known = callees[callee] { return known }
        if inSwiftUI { return swiftUITiming(callee: callee, label: site.label) }
        // A call nothing here knows (a layout DSL's `makeConstraints`, a library's helper) may run
        // the closure at once or later: nothing proves which.
        return .at(.callback)
    }

    /// Whether a closure handed to `site` runs off the main thread: view and trait reads moved
    /// into it would be a new bug.
    static func runsOffMain(_ site: ClosureSite) -> Bool {
        let receiver = site.receiver ?? ""
        if receiver.hasPrefix("DispatchQueue.global") || receiver == "DispatchQueue" { return true }
        return offMainCallees.contains(site.callee ?? "") || (site.callee == "detached" && receiver == "Task")
    }

    /// Labels of closures that run when an operation finishes.
    private static let completionLabels: Set<String> = [
        "completion", "completionHandler", "completionBlock", "success", "failure", "onCompletion",
    ]

    private static let offMainCallees: Set<String> = [
        "dataTask", "downloadTask", "uploadTask", "generateCGImagesAsynchronously", "generateCGImageAsynchronously",
    ]

    /// Callees whose closures run at a known time.
    private static let callees: [String: ClosureTiming] = {
        var table: [String: ClosureTiming] = [:]
        let groups: [(ClosureTiming, [String])] = [
            (.now, ["forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "first", "last",
                    "contains", "allSatisfy", "min", "max", "firstIndex", "lastIndex", "removeAll", "partition",
                    "performWithoutAnimation", "autoreleasepool", "withAnimation", "performBatchUpdates", "animate",
                    "transition", "animateKeyframes", "addKeyframe", "image", "pngData", "jpegData", "withUnsafeBufferPointer",
                    "sync", "performAndWait",
                    // SnapKit runs its constraint maker before it returns.
                    "makeConstraints", "remakeConstraints", "updateConstraints"]),
            (.at(.userEvent), ["UIAction", "addAction", "UIContextMenuConfiguration", "UIDeferredMenuElement"]),
            (.at(.notification), ["addObserver", "sink", "observe", "assign", "receive", "addPeriodicTimeObserver"]),
            (.at(.listLayout), ["UICollectionViewCompositionalLayout"]),
            (.at(.cellSetup), ["CellRegistration", "SupplementaryRegistration", "UITableViewDiffableDataSource",
                               "UICollectionViewDiffableDataSource"]),
            (.at(.traitChange), ["registerForTraitChanges"]),
            (.at(.deferred), ["async", "asyncAfter", "Task", "detached", "perform", "scheduledTimer", "Timer",
                              "addOperation", "then", "dataTask", "downloadTask", "uploadTask"]),
        ]
        for (timing, names) in groups {
            for name in names { table[name] = timing }
        }
        return table
    }()

    /// In a SwiftUI view: event and lifecycle modifiers and a `Button`'s action run as events;
    /// view builders (`VStack { … }`, `GeometryReader { … }`, `.background { … }`) run in `body`.
    private static func swiftUITiming(callee: String, label: String?) -> ClosureTiming {
        if label == "action" || callee.hasPrefix("on") || ["task", "refreshable", "Button", "gesture"].contains(callee) {
            return label == "label" ? .now : .at(.viewEvent)
        }
        if callee.first?.isUppercase == true || viewBuilders.contains(callee) { return .now }
        return .at(.callback)
    }

    private static let viewBuilders: Set<String> = [
        "background", "overlay", "sheet", "fullScreenCover", "popover", "toolbar", "contextMenu", "safeAreaInset",
        "mask", "navigationDestination", "alert", "confirmationDialog", "swipeActions", "containerRelativeFrame",
        "visualEffect", "scrollTransition",
    ]
}

/// When a method named by `#selector(…)` runs, from the call the selector is handed to: a
/// control's or gesture's action on a user event, a notification observer's on a notification,
/// a timer's or a delayed `perform`'s later.
enum SelectorRegistration {
    static func moment(_ site: SelectorSite) -> Moment {
        let callee = site.callee ?? ""
        if callee == "addObserver" { return .notification }
        if callee == "addTarget" || callee.hasSuffix("GestureRecognizer") || userActions.contains(callee) { return .userEvent }
        return .deferred
    }

    private static let userActions: Set<String> = [
        "UIBarButtonItem", "UIKeyCommand", "UIMenuItem", "UICommand", "sendAction",
    ]
}
