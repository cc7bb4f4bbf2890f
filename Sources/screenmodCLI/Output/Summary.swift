/// The closing summary on stderr: files scanned, edits and findings per rule, time taken, and
/// with `--check` a last line saying why it fails.
///
/// Edits are counted, not uses: a use that needs a `guard` or an `@Environment` property
/// takes two edits, so the word is "edits".
enum Summary {
    /// The summary of `run`, ending with a newline.
    static func text(_ run: RunReport) -> String {
        let seconds = Double(run.elapsed.components.seconds) + Double(run.elapsed.components.attoseconds) / 1e18
        let time = String(Int((seconds * 100).rounded())).leftPaddedTwoDecimals
        var text = "screenmod: \(count(run.filesScanned, "file")) scanned in \(time) s.\n"
        let edits = run.editsPerRule, findings = run.findingsPerRule, errors = run.errorsPerKind
        let editTotal = edits.reduce(0) { $0 + $1.1 }
        let editedFiles = run.files.filter { !$0.edits.isEmpty }.count
        if run.filesScanned == 0, errors.isEmpty, !run.paths.isEmpty {
            // "0 files scanned" alone reads like a clean result; say that nothing was there to read.
            let under = run.paths.map { "'\($0)'" }.joined(separator: ", ")
            text += "  No Swift file found under \(under); check the path (files git ignores and "
                + "--exclude patterns are skipped).\n"
        } else if editTotal > 0 {
            let written = run.settings.mode == .write
                ? ", \(count(run.files.filter(\.written).count, "file")) written" : ""
            text += "  \(count(editTotal, "edit")) in \(count(editedFiles, "file"))\(written): \(list(edits)).\n"
        } else {
            text += run.fixedCount > 0 ? "  No safe edits.\n" : "  No edits.\n"
        }
        text += fixesText(run)
        if !findings.isEmpty {
            text += "  \(count(findings.reduce(0) { $0 + $1.1 }, "finding")): \(list(findings)).\n"
        }
        if !errors.isEmpty {
            text += "  \(count(errors.reduce(0) { $0 + $1.1 }, "error")): \(list(errors)).\n"
        }
        if run.baselined > 0 {
            text += "  \(count(run.baselined, "edit or finding", "edits and findings")) known from the baseline, not shown.\n"
        }
        if run.settings.minIOSIsDefault, run.filesScanned > 0 {
            text += "  Deployment target iOS \(run.settings.minIOS) by default: no project file found says; "
                + "pass --min-ios or set \"minIOS\" in .screenmod.\n"
        }
        if editTotal > 0 || run.fixedCount > 0, run.settings.mode != .write {
            text += run.settings.suggested ? "  Run with --write --suggested to apply the edits and the suggested fixes.\n"
                : "  Run with --write to apply the edits.\n"
        }
        return text + (checkVerdict(run).map { $0 + "\n" } ?? "")
    }

    /// The suggested fixes taken (applied, or in the diff of a dry run with `--suggested`), those
    /// left as findings with how to see them, and the safe edits a review left out.
    static func fixesText(_ run: RunReport) -> String {
        var text = ""
        let taken = run.fixedCount, left = run.offeredFixes
        if taken > 0 {
            let files = count(run.files.filter { !$0.fixed.isEmpty }.count, "file")
            let how = run.settings.mode == .write ? "applied in" : "in the diff, in"
            text += "  \(count(taken, "suggested fix", "suggested fixes")) \(how) \(files): \(list(run.fixesPerRule)).\n"
        }
        if left > 0 {
            let fixes = count(left, "suggested fix", "suggested fixes")
            text += run.settings.interactive
                ? "  \(fixes) not applied: screenmod --interactive asks again.\n"
                : "  \(fixes)\(taken > 0 ? " more" : ""): --suggested shows them, --interactive asks about each.\n"
        }
        if run.skippedEdits > 0 {
            text += "  \(count(run.skippedEdits, "safe edit")) not applied, as answered.\n"
        }
        return text
    }

    /// Why `--check` exits 1, counting what it counts (edits, findings that are not notes, and
    /// errors), e.g. `screenmod --check: 3 edits and 12 findings to address.`; nil when it passes.
    /// The SwiftPM plugin repeats this line as its failure.
    static func checkVerdict(_ run: RunReport) -> String? {
        guard run.settings.mode == .check, run.exitCode != ExitCode.success else { return nil }
        let findings = run.files.flatMap(\.findings)
        let counts = [(run.files.reduce(0) { $0 + $1.edits.count }, "edit"),
                      (findings.filter { $0.severity == .warning }.count, "finding"),
                      (findings.filter { $0.severity == .error }.count, "error")]
        let parts = counts.filter { $0.0 > 0 }.map { count($0.0, $0.1) }
        return "screenmod --check: \(sentenceList(parts)) to address."
    }

    /// `a`, `a and b`, `a, b and c`.
    static func sentenceList(_ parts: [String]) -> String {
        parts.count < 2 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }

    private static func count(_ number: Int, _ noun: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }

    private static func list(_ pairs: [(String, Int)]) -> String {
        pairs.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }
}

private extension String {
    /// Hundredths as a decimal: "7" -> "0.07", "123" -> "1.23".
    var leftPaddedTwoDecimals: String {
        let digits = String(repeating: "0", count: max(0, 3 - count)) + self
        return digits.dropLast(2) + "." + digits.suffix(2)
    }
}
