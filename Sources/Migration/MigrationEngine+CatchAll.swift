import SourceModel
import RuleLanguage

extension MigrationEngine {
    /// What the rule that reports whatever is left can say beyond "no container": the superclass
    /// the scan lacks, a window scene in reach, the view whose screen the code means, a stored
    /// view whose display scale the value sets, a view in reach that nothing proves is the
    /// container, or the view the code is in. Nil where none of these is known.
    func catchAllFinding(_ rule: Rule, facts: SiteFacts, subject: AdviceSubject?) -> Finding? {
        if let unresolved = UnresolvedSuperclass(facts: facts) {
            let suggestion = subject.map { $0.suggestion(isController: unresolved.showsViewController,
                                                         isSwiftUI: false, isView: unresolved.evidence != nil) }
            var reported = finding(facts.use, model: facts.analysis.model, rule: rule.id, message: unresolved.reason,
                                   suggestion: suggestion ?? unresolved.suggestion, cause: "container:unresolved-superclass")
            reported.need = .parameter
            return reported
        }
        // No view, but the scene the code is handed (`scene(_:willConnectTo:options:)`'s bound
        // `windowScene`): its screen is the display the scene is on, its coordinate space the window's.
        if let scene = facts.scene, settings.minIOS >= 13 {
            var reported = finding(facts.use, model: facts.analysis.model, rule: rule.id,
                                   message: "this code has no view, but the window scene `\(scene)` is in reach: the main "
                                    + "screen is not necessarily the display that scene is on",
                                   suggestion: "read the scene's own values: `\(scene).screen.bounds` for its display's size, "
                                    + "`\(scene).coordinateSpace.bounds` before iOS 26 (`\(scene).effectiveGeometry.coordinateSpace.bounds` from iOS 26) "
                                    + "for the size its windows get",
                                   cause: "container:scene")
            reported.need = .handEdit
            return reported
        }
        if let owned = viewOwnedFinding(rule, facts: facts, subject: subject) { return owned }
        if subject == nil, let scale = StoredViewScale(facts: facts) {
            var reported = finding(facts.use, model: facts.analysis.model, rule: rule.id, message: scale.message,
                                   suggestion: scale.suggestion, cause: "container:stored-view-scale")
            reported.need = .moveToLayout
            return reported
        }
        if subject == nil, let candidate = facts.containers.first {
            let unproven = candidate.obstacle.map { ", but \($0.message)" }
                ?? "; nothing proves it is the view this value sizes content in, or that it is in a window when this runs"
            // A stored view's advice names its bounds; for a scale, its trait collection is what to read.
            let scaleAdvice = facts.roles.reads == .scale && candidate.kind == .storedContainer
                ? candidate.screenViewName.map { view in
                    "if this runs only once `\(view)` is in a window, read its "
                        + "traitCollection.displayScale there (unwrapped where it is optional); otherwise have the caller pass "
                        + "the scale in from its own view"
                } : nil
            var reported = finding(facts.use, model: facts.analysis.model, rule: rule.id,
                           message: "\(candidate.origin) is in reach" + unproven,
                           suggestion: scaleAdvice ?? candidate.obstacle?.suggestion.nonEmpty
                               ?? "if it is the container here once it is laid out, read its bounds or its traitCollection.displayScale by hand; "
                               + "otherwise have the caller pass the size or scale in from its own view",
                           cause: "container:unproven")
            reported.need = .parameter
            return reported
        }
        if let layer = UndecidedInLayer(facts: facts) {
            var reported = finding(facts.use, model: facts.analysis.model, rule: rule.id, message: layer.reason,
                                   suggestion: subject?.suggestion(isController: false, isSwiftUI: false, isView: false)
                                       ?? layer.suggestion, cause: "container:layer")
            reported.need = .parameter
            return reported
        }
        // A layout section built with no layout environment in reach: the provider has one to hand in.
        if subject == nil, facts.containers.isEmpty, UndecidedInView(facts: facts) == nil, let builder = SectionBuilder(facts: facts) {
            var reported = finding(facts.use, model: facts.analysis.model, rule: rule.id,
                                   message: builder.reason(in: facts.analysis.model.file), suggestion: builder.suggestion,
                                   cause: "container:section-builder")
            reported.need = .parameter
            return reported
        }
        // A view, view controller or presentation controller no rule decided: say what it is.
        if let undecided = UndecidedInView(facts: facts) {
            let suggestion = subject.map { $0.suggestion(isController: undecided.framework == .viewController,
                                                         isSwiftUI: false, isView: undecided.framework == .view) }
            var reported = finding(facts.use, model: facts.analysis.model, rule: rule.id, message: undecided.reason,
                                   suggestion: suggestion ?? undecided.suggestion, cause: "container:undecided-in-view")
            reported.need = undecided.timing == nil && undecided.closure == nil ? .decision : .moveToLayout
            return reported
        }
        return appDelegateFinding(rule, facts: facts, subject: subject)
    }

    /// The app delegate lays nothing out: a screen property it uses is the screen its window is
    /// on (in an app with scenes, the scene delegate's window), and a size or scale it reads is
    /// taken before any view has its size; a view it adds to the window is sized from there.
    /// Nil in any other type, or where something else is in reach (a stored window, said before this).
    private func appDelegateFinding(_ rule: Rule, facts: SiteFacts, subject: AdviceSubject?) -> Finding? {
        guard facts.typeTags.contains("app-delegate"), subject == nil || subject == .screenObject else { return nil }
        let screen = subject == .screenObject
        var reported = finding(facts.use, model: facts.analysis.model, rule: rule.id,
                               message: screen
                                ? "this uses the main screen from the app delegate, which shows nothing itself: the screen "
                                    + "meant is the one the app's window is on, which is the main screen only by chance"
                                : "this reads the main screen in the app delegate, which lays nothing out: the value is taken "
                                    + "before any view of the app has its size, and kept whatever window the views end up in",
                               suggestion: facts.analysis.keyWindowContent.advice(for: facts) ?? (screen
                                ? (Self.keepsUnsetWindow(facts)
                                    ? "read the screen of the window the app shows (the one it makes key) once it is shown: "
                                        + "that window's `screen`; set and restore a property such as brightness on that same screen"
                                    : "in an app with scenes the app delegate has no window: do this in the scene delegate, with "
                                        + "window?.windowScene?.screen; set and restore a property such as brightness on that same screen")
                                : "set the value where the view it sizes is laid out, from that view's bounds or traitCollection "
                                    + "(its layoutSubviews, or its controller's viewWillLayoutSubviews); a library's setting made at "
                                    + "launch (a side menu's width) belongs there too, or takes a fixed size"),
                               cause: "container:app-delegate")
        reported.need = screen ? .handEdit : .moveToLayout
        return reported
    }

    /// Whether the app delegate stores a `window` that nothing sets, in an app whose scanned settings
    /// declare no scenes: the app shows a window it keeps elsewhere.
    static func keepsUnsetWindow(_ facts: SiteFacts) -> Bool {
        guard facts.analysis.project.sceneManifests?.declared(for: facts.analysis.model.file.path) == false,
              let window = facts.context.type.flatMap({ facts.analysis.containers.storedWindow($0) }) else { return false }
        return !isSet(window, facts: facts)
    }

    /// Whether a stored window in reach is shown to hold a window: the file assigns it, or a main or
    /// scene storyboard has UIKit set it. An app delegate's `window` that nothing sets is nil, and
    /// its screen would be too (the app keeps its window elsewhere).
    static func isSet(_ candidate: ContainerCandidate, facts: SiteFacts) -> Bool {
        guard candidate.isWindow, candidate.kind == .storedContainer,
              let name = candidate.screenViewName.map({ $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }),
              !facts.analysis.project.storyboardSetsWindows else { return true }
        let file = facts.analysis.model.file
        return facts.analysis.mentions(of: name).contains { index in
            file.next(after: index).map { file.token($0, is: "=") } ?? false
        }
    }

    /// What a view in reach owns that the code means, which no size stands for: the screen it is
    /// on (for the screen object) or its traits (appearance, size classes).
    private func viewOwnedFinding(_ rule: Rule, facts: SiteFacts, subject: AdviceSubject?) -> Finding? {
        // The screen object itself, with a view in reach: the screen that view is on.
        if subject == .screenObject,
           let candidate = facts.containers.first(where: { $0.screenView != nil && Self.isSet($0, facts: facts) })
            ?? facts.context.type.flatMap({ facts.analysis.containers.storedWindow($0) }).flatMap({ Self.isSet($0, facts: facts) ? $0 : nil }),
           let view = candidate.screenViewName, let window = candidate.screenWindow {
            let screen = window + (settings.minIOS >= 13 ? ".windowScene?.screen" : ".screen")
            var reported = finding(facts.use, model: facts.analysis.model, rule: rule.id,
                                   message: "\(candidate.origin) is in reach: the screen this code means is the one "
                                    + "`\(view)` is on, which is the main screen only by chance",
                                   suggestion: "read it from that view once it is in a window: `\(screen)`",
                                   cause: "container:screen-of-view")
            reported.need = .handEdit
            return reported
        }
        if subject == nil, facts.roles.reads == .traits, let candidate = facts.containers.first(where: { $0.screenView != nil }),
           let view = candidate.screenViewName {
            // Traits are no size: the view's own trait collection answers, once it is in a window.
            var reported = finding(facts.use, model: facts.analysis.model, rule: rule.id,
                                   message: "\(candidate.origin) is in reach: the traits this code means (appearance, size "
                                    + "classes) are that view's, which are the main screen's only by chance",
                                   suggestion: "read them from `\(view).traitCollection` once it is in a window (or from its "
                                    + "window's, where the view overrides its style); otherwise have the caller pass them in",
                                   cause: "container:traits-of-view")
            reported.need = .handEdit
            return reported
        }
        return nil
    }
}
