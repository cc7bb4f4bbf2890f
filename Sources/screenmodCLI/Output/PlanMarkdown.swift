import Migration
import RuleLanguage

/// The migration plan `screenmod plan` prints and `batch` writes per repository: Markdown for a
/// tracking issue, in the order the work is best done. First what `--write` does on its own, then
/// the helpers to retire (each clears many call sites at once), then every other finding grouped
/// by its cause and the work it needs, and by file, each item a checkbox at `file:line`: code
/// nothing uses to delete first, then code to move, values to pass in, decisions, and last the
/// edits that wait on other findings.
/// Its counts are those of `--format json`: every finding of the run appears once.
struct PlanMarkdown {
    let run: RunReport

    /// One finding with the file it is in.
    private struct Item {
        var path: String
        var finding: Finding
    }

    /// Findings of one cause that need one kind of work, the way the plan groups them.
    private struct Group {
        var cause: String
        var need: FindingNeed
        var items: [Item]
    }

    private struct GroupKey: Hashable {
        var cause: String
        var need: FindingNeed
    }

    func rendered() -> String {
        let items = run.files.flatMap { report in
            report.findings.filter { $0.severity != .error }.map { Item(path: report.path, finding: $0) }
        }
        let helpers = Self.helperPlaces(items.filter { !$0.finding.callSites.isEmpty })
        let rest = items.filter { $0.finding.callSites.isEmpty }
        // Code nothing uses is one piece of work, deleting it, whatever kept each use from a rewrite;
        // so is a copied library, updating or excluding it.
        let groups = Dictionary(grouping: rest) {
            GroupKey(cause: Self.wholeGroups[$0.finding.need]?.cause ?? $0.finding.cause, need: $0.finding.need)
        }
            .map { Group(cause: $0.key.cause, need: $0.key.need, items: $0.value) }
            .sorted { (needOrder($0.need), -$0.items.count, $0.cause) < (needOrder($1.need), -$1.items.count, $1.cause) }
        var text = header(findings: items.count, helpers: helpers.count, groups: groups.count)
        text += automatic()
        text += helperSection(helpers)
        text += restSection(groups, number: helpers.isEmpty ? 2 : 3)
        text += problemSection()
        return text
    }

    private func needOrder(_ need: FindingNeed) -> Int {
        FindingNeed.allCases.firstIndex(of: need) ?? 0
    }

    private var target: String { run.paths.joined(separator: " ") }

    private func header(findings: Int, helpers: Int, groups: Int) -> String {
        let edits = run.files.reduce(0) { $0 + $1.edits.count }
        let fixes = run.files.reduce(0) { $0 + $1.findings.filter { $0.fix != nil }.count }
        var text = "# Migration plan: UIScreen.main\n\n"
        text += "screenmod \(ToolInfo.version) on `\(target)`, deployment target iOS \(run.settings.minIOS), "
            + "\(run.filesScanned) files scanned. `--write` makes \(count(edits, "proven edit")); "
            + "\(count(findings, "finding")) \(findings == 1 ? "remains" : "remain") for a person"
        text += helpers > 0 ? ": \(count(helpers, "helper")) to retire first, then \(count(groups, "group")) by cause" : ", in \(count(groups, "group")) by cause"
        text += fixes > 0 ? ". \(count(fixes, "finding")) \(fixes == 1 ? "carries" : "carry") a suggested fix (`screenmod --suggested` shows them).\n\n" : ".\n\n"
        return text
    }

    private func automatic() -> String {
        let edited = run.files.filter { !$0.edits.isEmpty }
        var text = "## 1. Apply the proven rewrites\n\n"
        guard !edited.isEmpty else { return text + "Nothing to apply: no use was proven safe to rewrite.\n\n" }
        let byRule = run.editsPerRule.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        let edits = edited.reduce(0) { $0 + $1.edits.count }
        text += "- [ ] Run `screenmod --write \(target)`, review the diff and commit: \(count(edits, "edit")) in "
            + "\(count(edited.count, "file")) (\(byRule)). Each is proven on moment, container, role and edit; "
            + "`screenmod explain FILE:LINE` shows the proof.\n\n"
        return text
    }

    private func helperSection(_ helpers: [[Item]]) -> String {
        guard !helpers.isEmpty else { return "" }
        var text = "## 2. Retire the helpers\n\n"
        text += "Each helper hands the main screen's value to every caller. Give each call site its own value, "
            + "then delete the helper: its call sites are listed under it, most used first.\n\n"
        for place in helpers {
            let first = place[0]
            let rules = place.map(\.finding.ruleID).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            text += "- [ ] `\(first.path):\(first.finding.line)` (\(rules.joined(separator: ", "))): \(first.finding.message)\n"
            text += "  - Needs: \(first.finding.suggestion)\n"
            // Two reads in one helper (a size test and a scale test on one line) are one helper to retire.
            for other in place.dropFirst() {
                text += "  - Also here (\(other.finding.ruleID)): \(other.finding.message). Needs: \(other.finding.suggestion)\n"
            }
            let sites = place.flatMap(\.finding.callSites).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            text += "  - Call sites (\(sites.count)):\n" + sites.map { "    - [ ] `\($0)`\n" }.joined()
        }
        return text + "\n"
    }

    /// The helpers' findings gathered by their place (a helper can read the screen for two rules
    /// on one line), the helper with the most call sites first.
    private static func helperPlaces(_ items: [Item]) -> [[Item]] {
        let byPlace = Dictionary(grouping: items) { "\($0.path):\($0.finding.line)" }.values.map { place in
            place.sorted { ($0.finding.column, $0.finding.ruleID) < ($1.finding.column, $1.finding.ruleID) }
        }
        func sites(_ place: [Item]) -> Int { Set(place.flatMap(\.finding.callSites)).count }
        return byPlace.sorted { (sites($0), $1[0].path, $1[0].finding.line) > (sites($1), $0[0].path, $0[0].finding.line) }
    }

    private func restSection(_ groups: [Group], number: Int) -> String {
        guard !groups.isEmpty else { return "" }
        var text = "## \(number). The rest, by cause\n\n"
        let causes = Dictionary(grouping: groups, by: \.cause).mapValues(\.count)
        for group in groups {
            // A cause whose findings need different work (Objective-C's) names the work in each heading.
            text += groupText(group, namesNeed: causes[group.cause, default: 0] > 1)
        }
        return text
    }

    /// The needs whose findings form one group whatever their cause, with its heading and what it says.
    private static let wholeGroups: [FindingNeed: (cause: String, title: String, intro: String)] = [
        .deletion: ("unused", "Code nothing uses",
                    "Nothing in the scanned files reaches this code, so deleting it is the whole migration of these uses; check "
                    + "code outside them first (another module, a test target, a storyboard or a selector string). Each item "
                    + "says what nothing uses, and what to do if it is kept."),
        .copiedCode: ("copied", "Copied libraries",
                      "These files are copies of other projects' code: update or replace each library to a version that no "
                      + "longer reads the main screen, or exclude its folder (--exclude), rather than edit the copy. Each item "
                      + "says what the use reads."),
    ]

    private func groupText(_ group: Group, namesNeed: Bool) -> String {
        let first = group.items[0].finding
        let rules = Array(Set(group.items.map(\.finding.ruleID))).sorted().joined(separator: ", ")
        let whole = Self.wholeGroups[group.need].flatMap { $0.cause == group.cause ? $0 : nil }
        let title = whole?.title ?? Self.title(of: group.cause) + (namesNeed ? ", needing \(group.need.title)" : "")
        var text = "### \(title) (\(group.items.count))\n\n"
        text += "Needs \(group.need.title). Rules: \(rules).\n"
        text += whole.map { $0.intro + "\n\n" } ?? "Why: \(Self.reason(of: first.message)) What to do: \(first.suggestion).\n\n"
        let byFile = Dictionary(grouping: group.items, by: \.path).sorted { $0.key < $1.key }
        for (path, items) in byFile {
            // Two uses on one line are two items: the column tells them apart.
            let lines = Dictionary(grouping: items, by: \.finding.line)
            for item in items.sorted(by: { ($0.finding.line, $0.finding.column) < ($1.finding.line, $1.finding.column) }) {
                // A group of many causes says nothing of each item's: each item says its own.
                let detail = whole != nil ? ": " + Self.reason(of: item.finding.message)
                    : Self.difference(of: item.finding.message, from: first.message).map { ": " + $0 } ?? ""
                let fix = item.finding.fix.map { " Suggested fix: `" + $0.edits.map(\.replacement).joined(separator: "`, `") + "`." } ?? ""
                let column = lines[item.finding.line, default: []].count > 1 ? ":\(item.finding.column)" : ""
                text += "- [ ] `\(path):\(item.finding.line)\(column)`\(detail)\(fix)\n"
            }
        }
        return text + "\n"
    }

    private func problemSection() -> String {
        let failed = run.files.filter(\.failed)
        guard !failed.isEmpty else { return "" }
        var text = "## Files screenmod could not process\n\n"
        for report in failed {
            for finding in report.findings where finding.severity == .error {
                text += "- [ ] `\(report.path)`: \(finding.message)\n"
            }
        }
        return text + "\n"
    }

    /// A group's heading from its cause: `moment:view-did-load` -> "Moment not proven: view-did-load";
    /// a reporting rule's id stands as it is.
    static func title(of cause: String) -> String {
        guard let colon = cause.firstIndex(of: ":") else { return "`\(cause)`" }
        let kind = cause[..<colon], code = cause[cause.index(after: colon)...]
        return "\(kind.prefix(1).uppercased() + kind.dropFirst()) not proven: `\(code)`"
    }

    /// What an item's message says beyond its group's first one: nil where they are the same; where
    /// they share a long lead (the same reason, another path), only what follows the last
    /// parenthesis or clause they share, after an ellipsis; else the whole message.
    static func difference(of message: String, from first: String) -> String? {
        guard message != first else { return nil }
        let shared = zip(message.unicodeScalars, first.unicodeScalars).prefix { $0 == $1 }.count
        let lead = String(message.unicodeScalars.prefix(shared))
        // Where the whole first message leads this one, what follows it is the difference.
        let whole = shared == first.unicodeScalars.count ? lead.endIndex : nil
        guard shared >= 60, let cut = whole ?? [" (", "; "].compactMap({ lead.range(of: $0, options: .backwards)?.lowerBound }).max() else {
            return reason(of: message)
        }
        let rest = message[message.index(message.startIndex, offsetBy: lead.distance(from: lead.startIndex, to: cut))...]
            .drop { $0 == " " || $0 == ";" }
        return "… " + (rest.hasSuffix(".") ? String(rest) : rest + ".")
    }

    /// A finding's message as a sentence without the `not rewritten:` lead.
    static func reason(of message: String) -> String {
        var text = message.hasPrefix("not rewritten: ") ? String(message.dropFirst("not rewritten: ".count)) : message
        if let first = text.first { text = first.uppercased() + text.dropFirst() }
        return text.hasSuffix(".") ? text : text + "."
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
