import Migration

/// The migration plan `screenmod plan` prints and `batch` writes per repository: Markdown for a
/// tracking issue, in the order the work is best done. First what `--write` does on its own, then
/// the helpers to retire (each clears many call sites at once), then every other finding grouped
/// by its cause and by file, each item a checkbox at `file:line` with what the group needs.
/// Its counts are those of `--format json`: every finding of the run appears once.
struct PlanMarkdown {
    let run: RunReport

    /// One finding with the file it is in.
    private struct Item {
        var path: String
        var finding: Finding
    }

    /// Findings of one cause, the way the plan groups them.
    private struct Group {
        var cause: String
        var items: [Item]
        var need: FindingNeed { items[0].finding.need }
    }

    func rendered() -> String {
        let items = run.files.flatMap { report in
            report.findings.filter { $0.severity != .error }.map { Item(path: report.path, finding: $0) }
        }
        let helpers = items.filter { !$0.finding.related.isEmpty }
            .sorted { ($0.finding.related.count, $1.path) > ($1.finding.related.count, $0.path) }
        let rest = items.filter { $0.finding.related.isEmpty }
        let groups = Dictionary(grouping: rest, by: \.finding.cause)
            .map { Group(cause: $0.key, items: $0.value) }
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

    private func helperSection(_ helpers: [Item]) -> String {
        guard !helpers.isEmpty else { return "" }
        var text = "## 2. Retire the helpers\n\n"
        text += "Each helper hands the main screen's value to every caller. Give each call site its own value, "
            + "then delete the helper: its call sites are listed under it, most used first.\n\n"
        for helper in helpers {
            text += "- [ ] `\(helper.path):\(helper.finding.line)` (\(helper.finding.ruleID)): \(helper.finding.message)\n"
            text += "  - Needs: \(helper.finding.suggestion)\n"
            text += "  - Call sites: " + helper.finding.related.map { "`\($0)`" }.joined(separator: ", ") + "\n"
        }
        return text + "\n"
    }

    private func restSection(_ groups: [Group], number: Int) -> String {
        guard !groups.isEmpty else { return "" }
        var text = "## \(number). The rest, by cause\n\n"
        for group in groups {
            text += groupText(group)
        }
        return text
    }

    private func groupText(_ group: Group) -> String {
        let first = group.items[0].finding
        let rules = Array(Set(group.items.map(\.finding.ruleID))).sorted().joined(separator: ", ")
        var text = "### \(Self.title(of: group.cause)) (\(group.items.count))\n\n"
        text += "Needs \(group.need.title). Rules: \(rules).\n"
        text += "Why: \(Self.reason(of: first.message)) What to do: \(first.suggestion).\n\n"
        let byFile = Dictionary(grouping: group.items, by: \.path).sorted { $0.key < $1.key }
        for (path, items) in byFile {
            // Two uses on one line are two items: the column tells them apart.
            let lines = Dictionary(grouping: items, by: \.finding.line)
            for item in items.sorted(by: { ($0.finding.line, $0.finding.column) < ($1.finding.line, $1.finding.column) }) {
                let detail = item.finding.message == first.message ? "" : ": " + Self.reason(of: item.finding.message)
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
