import SourceModel
import RuleLanguage

/// How `explain` words a container or edit proof that holds.
enum ProofText {
    /// The container a template reads: the view's own bounds, its traits, a container handed in.
    static func container(_ template: Template, facts: SiteFacts, conditions: [Condition]) -> String {
        let text = template.text, placeholders = template.placeholders
        let owner = facts.resolution.map { " (\($0.description))" } ?? ""
        if text.contains("self.view.bounds") { return "the view controller's view\(owner)" }
        if text.contains("self.bounds") { return "the view's own bounds\(owner)" }
        if text.contains("self.traitCollection") { return "the trait collection of this view or view controller\(owner)" }
        if placeholders.contains(.containerBounds) || placeholders.contains(.containerSize) {
            return facts.containers.chosen(by: conditions)?.origin ?? "the container in reach"
        }
        if placeholders.contains(.container) { return "the list view the method is handed" }
        if placeholders.contains(.size) { return "the size the transition hands in" }
        if placeholders.contains(.environment) { return "the section provider's layout environment" }
        if placeholders.contains(.geometry) { return "the GeometryReader's proxy" }
        if placeholders.contains(.screen) || text.contains("windowScene") { return "the screen of the window scene showing the view" }
        if text.contains("window") { return "the view's own window" }
        if placeholders.contains(.member) { return "the SwiftUI view's environment" }
        if text.contains("containerRelativeFrame") {
            return "the nearest container SwiftUI lays the view out in (a scroll view or list around it, a navigation "
                + "stack, the window), read as it is laid out; no scroll view or list of this body narrows it, and which "
                + "container it is outside this body is decided where the view is placed"
        }
        return "not needed: the replacement reads no container"
    }

    /// What the edits change: the replacement, what else they insert, the API versions they need.
    static func edit(_ edits: [Edit], match: Match, facts: SiteFacts, minIOS: Int) -> String {
        let file = facts.analysis.model.file
        let original = file.compactText(from: match.first, through: match.last)
        var parts = ["`\(original)` becomes `\(edits.first?.replacement ?? "")`"]
        for extra in edits.dropFirst() {
            let line = extra.replacement.split(separator: "\n").first.map { $0.trimmingLeadingBlanks } ?? ""
            parts.append(extra.range.isEmpty ? "inserts `\(line)`" : "renames to `\(line)`")
        }
        let introduced = edits.map(\.replacement).joined(separator: " ")
        if let (api, version) = APIAvailability.newest(in: introduced, besides: original) {
            parts.append("`\(api)` needs iOS \(version), the target is iOS \(minIOS)")
        }
        return parts.joined(separator: "; ")
    }
}

extension Substring {
    /// The text without leading spaces and tabs.
    var trimmingLeadingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" })
    }
}
