import SourceModel
import RuleLanguage

/// One call of a screen helper, as its note records it for grouping at the helper.
public struct HelperCallSite: Equatable, Sendable {
    /// What kind of code the call sits in, which decides the advice it needs.
    public enum Kind: String, Sendable, CaseIterable {
        case uikit, swiftUI = "swiftui"
        /// A SwiftUI view's stored property, whose initial value is made with the view, before it
        /// has a container or an environment (`@State var height = Screen.height`).
        case swiftUIStored = "swiftui-stored"
        case other
    }
    /// `path:line` of the helper's use of the screen: where its definition is reported.
    public var definition: String
    /// What the helper reads.
    public var value: HelperValue
    public var kind: Kind
    /// The global or static property whose initial value holds the call (`HEX_FRAME` in
    /// `let HEX_FRAME = CGRect(… width: SCREEN_W …)`): the value goes on to that property's readers.
    public var storedIn: String?
    /// The text or resource type the helper returns, built from the value (`ScreenHelper.builds`).
    public var builds: String?
}

/// Helper call-site notes gathered at their helper: the helper's own finding names every call
/// site as a related location and gives the advice that fits each kind of call site, once. A
/// call site keeps a note of its own only where it can act differently (a suggested fix).
public enum HelperNotes {
    /// The files' findings with call-site notes folded into their helpers' findings, in the
    /// order given; a note whose helper has no finding in `files` stays where it is.
    public static func grouped(_ files: [(path: String, findings: [Finding])], minIOS: Int) -> [[Finding]] {
        var sites: [String: [(location: String, site: HelperCallSite)]] = [:]
        // Calls in tests keep notes of their own (a fixture is its own case), but the helper says they exist.
        var testCalls: [String: Int] = [:]
        for (path, findings) in files {
            for finding in findings where finding.fix == nil {
                guard let site = finding.helperCall else { continue }
                if finding.need == .tests { testCalls[site.definition, default: 0] += 1; continue }
                sites[site.definition, default: []].append(("\(path):\(finding.line):\(finding.column)", site))
            }
        }
        var rules: [String: String] = [:]
        for (path, findings) in files {
            for finding in findings where finding.helperCall == nil { rules["\(path):\(finding.line)"] = finding.ruleID }
        }
        let defined = Set(rules.keys)
        // A helper's later reads of the screen speak through its first read's finding, of the same rule.
        var rereads: [String: [(location: String, line: Int)]] = [:]
        for (path, findings) in files {
            for finding in findings {
                guard let first = finding.helperAlias, rules[first] == finding.ruleID else { continue }
                rereads[first, default: []].append(("\(path):\(finding.line):\(finding.column)", finding.line))
            }
        }
        // A helper that is test code itself (a fixture's helper) speaks for its calls: its own finding says how many.
        let testHelpers = Set(rules.filter { $0.value == testRule }.keys)
        return files.map { path, findings in
            findings.compactMap { finding in
                if let site = finding.helperCall, finding.fix == nil, finding.need != .tests || testHelpers.contains(site.definition),
                   defined.contains(site.definition) {
                    return nil
                }
                if testHelpers.contains("\(path):\(finding.line)"), finding.helperCall == nil, let count = testCalls["\(path):\(finding.line)"] {
                    return counting(count, testCallsInto: finding)
                }
                if let first = finding.helperAlias, rules[first] == finding.ruleID { return nil }
                guard finding.helperCall == nil else { return finding }
                let location = "\(path):\(finding.line)"
                let finding = rereads[location].map { rereading($0, into: finding) } ?? finding
                // Calls from inside a namespace nothing names run only when it is named.
                if finding.unnamedType != nil || finding.uncalledMethod != nil, leadsWithDeleting(finding) { return uncalled(finding) }
                guard let calls = sites[location] else {
                    if finding.isUncalledHelper, leadsWithDeleting(finding) { return uncalled(finding) }
                    // Calls in tests are matched, and told at their own notes.
                    return finding.ruleID == helperRule && testCalls[location] == nil ? unmatched(finding) : finding
                }
                return folding(calls, into: finding, testCalls: testCalls[location] ?? 0, minIOS: minIOS)
            }
        }
    }

    /// The rule that reports a helper wrapping the screen as such, whose advice is about its callers.
    static let helperRule = "screen-helper"
    /// The rule of uses in test code, and of the notes at calls from tests.
    static let testRule = "test-code"
    static let unusedRule = "unused-value"

    /// Whether `grouped` has anything to do for a finding: a call-site note to gather, a helper
    /// definition whose callers it must tell about, or a method nothing calls.
    public static func concerns(_ finding: Finding) -> Bool {
        finding.helperCall != nil || finding.isUncalledHelper || finding.uncalledMethod != nil || finding.ruleID == helperRule
    }

    /// Whether deleting is the next step a finding in code nothing reaches should lead with: a
    /// finding with a fix, or in tests, has its own, an unused-value one already says nothing reads it,
    /// and a syntax error's says to fix the file first.
    private static func leadsWithDeleting(_ finding: Finding) -> Bool {
        // In a file that does not parse, which member holds a use is not known.
        finding.fix == nil && finding.need != .tests && finding.ruleID != unusedRule && finding.ruleID != "syntax-error"
    }

    /// A helper's first read of the screen, speaking for its later ones (an `if` and an `else`).
    private static func rereading(_ reads: [(location: String, line: Int)], into finding: Finding) -> Finding {
        var finding = finding
        let lines = reads.map { String($0.line) }.joined(separator: ", ")
        finding.message += "; the helper reads the main screen again at line\(reads.count == 1 ? "" : "s") \(lines) "
            + "(\(reads.count == 1 ? "a related location" : "related locations"))"
        finding.related += reads.map(\.location)
        return finding
    }

    /// A helper definition with no call site found: deleting it is the first thing to try.
    private static func uncalled(_ finding: Finding) -> Finding {
        var finding = finding
        if let method = finding.uncalledMethod, finding.unnamedType == nil, !finding.isUncalledHelper {
            // A private method's moment finding already leads with deleting it.
            guard !finding.suggestion.contains(MomentAdvice.neverRuns) else { return finding }
            finding.message += "; nothing in the project calls `\(method)` or names it anywhere but its declaration"
            finding.suggestion = "if nothing calls `\(method)` (a test, or code outside the scanned files), delete it; otherwise "
                + finding.suggestion
            finding.need = .deletion
            return finding
        }
        let previews = finding.unnamedTypeInPreviews
        finding.message += finding.unnamedType.map { type in
            previews ? "; only previews name its type `\(type)` outside that type: Xcode's canvas shows it, the app never does "
                + "(another module may use it)"
                : "; nothing in the scanned files names its type `\(type)` outside that type (another module may use it)"
        } ?? "; nothing in the scanned files names it but its declaration (another module may call it)"
        let rest = finding.ruleID == helperRule
            ? "give each caller the value from its own view (bounds, traitCollection.displayScale, or in SwiftUI the container's size), then delete the helper"
            : finding.suggestion
        finding.suggestion = (finding.unnamedType.map {
            previews ? "if the app is not to show `\($0)`, delete it with its members and its preview" : "if nothing uses `\($0)`, delete it with its members"
        } ?? "if nothing calls it, delete it")
            + "; otherwise " + rest
        finding.need = .deletion
        return finding
    }

    /// A helper whose callers screenmod did not match (calls on an instance of the extended
    /// type, or through a value of unknown type): it says so, and where to look.
    private static func unmatched(_ finding: Finding) -> Finding {
        var finding = finding
        finding.message += "; screenmod matched no call site to it (calls on an instance of the extended type, or through a value of unknown type, are not followed)"
        finding.suggestion = "search for its callers; " + finding.suggestion
        return finding
    }

    /// A test helper's finding, saying how many calls from tests follow what it reads.
    private static func counting(_ count: Int, testCallsInto finding: Finding) -> Finding {
        var finding = finding
        finding.message += "; it is called at \(count) place\(count == 1 ? "" : "s") in tests, which follow\(count == 1 ? "s" : "") what it reads"
        return finding
    }

    private static func folding(_ calls: [(location: String, site: HelperCallSite)], into finding: Finding,
                                testCalls: Int, minIOS: Int) -> Finding {
        var finding = finding
        // A helper whose value goes nowhere: what reads it is dead with it (an unread global's initial value).
        if finding.ruleID == unusedRule {
            let places = calls.count == 1 ? "the place that reads it" : "the \(calls.count) places that read it"
            finding.message += "; \(places) (listed as related locations) \(calls.count == 1 ? "feeds" : "feed") only values nothing reads"
            finding.related += calls.map(\.location)
            finding.need = .deletion
            return finding
        }
        let value = calls[0].site.value
        let counts = Dictionary(grouping: calls, by: \.site.kind).mapValues(\.count)
        let parts = HelperCallSite.Kind.allCases.compactMap { kind in counts[kind].map { "\($0) \(label(kind))" } }
        let builds = calls[0].site.builds
        let verb = builds.map { MigrationProject.computedTypes.contains($0) ? "computes" : "builds" } ?? "builds"
        let hands = builds.map { "it \(verb) the `\($0)` it returns from \(value.described), for" } ?? "it hands \(value.described) to"
        finding.message += "; \(hands) \(calls.count) call site\(calls.count == 1 ? "" : "s") "
            + "(\(parts.joined(separator: ", "))), listed as related locations"
        let stored = storedValues(calls.map(\.site))
        finding.message += stored?.message ?? ""
        var seen: Set<String> = []
        let advice = HelperCallSite.Kind.allCases.filter { counts[$0] != nil }.map { advise(value, $0, minIOS: minIOS) }.filter { seen.insert($0).inserted }
        // A helper that decides something (a device check, a contrast) keeps its rule's advice on what
        // to decide: its call sites need that answer, which no container size gives.
        // A number computed from the value that decides something (a device check) keeps the decision's advice.
        let decides = finding.need == .decision && finding.ruleID != helperRule
        if let builds, !(decides && MigrationProject.computedTypes.contains(builds)) {
            // The helper does more than read the screen: it keeps its work and takes the value in.
            finding.suggestion = "keep the helper, which \(verb) a `\(builds)`, and have it take the value as a parameter that each "
                + "call site gives: " + advice.joined(separator: "; ")
        } else {
            finding.suggestion = decides
                ? finding.suggestion + "; then give each call site that answer instead of the helper, and delete the helper"
                : "give each call site its own value: " + advice.joined(separator: "; ") + "; then delete the helper"
        }
        finding.suggestion += stored?.suggestion ?? ""
        if testCalls > 0 {
            finding.message += "; \(testCalls) more call\(testCalls == 1 ? "" : "s") in tests \(testCalls == 1 ? "has a note" : "have notes") of \(testCalls == 1 ? "its" : "their") own"
            finding.suggestion += " once the tests no longer call it (their notes say what to give the fixtures)"
        }
        finding.related += calls.map(\.location)
        finding.callSites = calls.map(\.location)
        return finding
    }

    /// What a helper's finding adds where calls only set another global's or static's initial
    /// value: those pass the screen on, and the code to change is where they are read.
    private static func storedValues(_ sites: [HelperCallSite]) -> (message: String, suggestion: String)? {
        var names: [String] = []
        for name in sites.compactMap(\.storedIn) where !names.contains(name) { names.append(name) }
        let count = sites.filter { $0.storedIn != nil }.count
        guard count > 0 else { return nil }
        let listed = names.prefix(3).map { "`\($0)`" }.joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        let message = count == sites.count
            ? "; \(sites.count == 1 ? "it is" : "each is") the initial value of another global or static property (\(listed))"
            : "; \(count) of them \(count == 1 ? "is" : "are") the initial value of another global or static property (\(listed))"
        let one = names.count == 1
        return (message, "; for \(listed), do the same where \(one ? "it is" : "they are") read, then delete \(one ? "it" : "them")")
    }

    private static func label(_ kind: HelperCallSite.Kind) -> String {
        switch kind {
        case .uikit: return "in UIKit views or view controllers"
        case .swiftUI: return "in SwiftUI views"
        case .swiftUIStored: return "in SwiftUI views' stored properties"
        case .other: return "in other code"
        }
    }

    /// What a call site of `kind` should read instead of a helper handing it `value`.
    static func advise(_ value: HelperValue, _ kind: HelperCallSite.Kind, minIOS: Int) -> String {
        switch (value, kind) {
        // A SwiftUI container's size below iOS 17 and 16: only the APIs the project can call.
        case (.size, .swiftUI) where minIOS < 16: return "in SwiftUI, the container's size from the proxy of a GeometryReader"
        case (.size, .swiftUI) where minIOS < 17:
            return "in SwiftUI, the container's size (onGeometryChange, or the proxy of a GeometryReader)"
        case (.device, _): return "decide from size classes or the call site's container size, not the device model"
        case (.panelPixels, _):
            return "decide what the pixel size is for at each call site: an output size (a video, an image) from its source "
                + "or a fixed resolution, a layout length from the call site's container in points"
        case (.sizeTest, _), (.sizeClass, _):
            return "decide from what the test stands for: the safe area's insets for a notch or home indicator, size classes "
                + "or the call site's container size for room, not the screen's size"
        // A ratio scales a whole screen of content: one length for it, handed to the helper, not each site's container.
        case (.designRatio, .uikit):
            return "in UIKit, the ratio of the root view's length where it is laid out (view.bounds in viewDidLayoutSubviews()), "
                + "handed to the helper as a parameter, or constraints relative to the view"
        case (.designRatio, .swiftUI) where minIOS < 16:
            return "in SwiftUI, the ratio of one width read once at the root of the screen (a GeometryReader there, or "
                + "--enable window-size-environment for the window's) and handed to the helper as a parameter"
        case (.designRatio, .swiftUI):
            return "in SwiftUI, the ratio of one width read once at the root of the screen (onGeometryChange there, or "
                + "--enable window-size-environment for the window's) and handed to the helper as a parameter"
        case (.size, .uikit): return "in UIKit, bounds (view.bounds in a controller) where the view is laid out"
        case (.size, .swiftUI): return "in SwiftUI, the container's size (containerRelativeFrame, onGeometryChange)"
        case (.scale, .uikit): return "in UIKit, traitCollection.displayScale once the view is in a window"
        case (.scale, .swiftUI): return "in SwiftUI, @Environment(\\.displayScale)"
        case (.traits, .uikit): return "in UIKit, the view's own traitCollection"
        case (.traits, .swiftUI): return "in SwiftUI, the environment value it needs (such as \\.colorScheme or \\.horizontalSizeClass)"
        case (.screen, .uikit): return "in UIKit, view.window?.windowScene?.screen once the view is in a window"
        case (.screen, .swiftUI): return "in SwiftUI, which has no screen of its own, an action taken from a UIKit view in a window"
        case (.other, .uikit): return "in UIKit, the view's own window or window scene"
        case (.other, .swiftUI): return "in SwiftUI, the environment (such as \\.openWindow or the scene's values)"
        case (_, .other): return "in other code, the value passed in by a caller that has a view"
        // A stored property's initial value is made with the view: nothing of its container or environment exists yet.
        case (_, .swiftUIStored):
            let measure = minIOS < 16 ? "a GeometryReader's proxy" : "onGeometryChange or a GeometryReader's proxy"
            return "in a SwiftUI view's stored property (made with the view, before it has a container or an environment), "
                + "no stored copy: read the value in body where it is used (the container's size from \(measure), "
                + "@Environment for the scale), or have the parent pass it in; a @State that code changes later keeps only what "
                + "changes (a position, a step) and turns it into a length there"
        }
    }
}
