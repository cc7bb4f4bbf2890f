/// The closing summary on stderr: files scanned, edits and findings per rule, time taken.
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
        if editTotal > 0 {
            let written = run.settings.mode == .write
                ? ", \(count(run.files.filter(\.written).count, "file")) written" : ""
            text += "  \(count(editTotal, "edit")) in \(count(editedFiles, "file"))\(written): \(list(edits)).\n"
        } else {
            text += "  No edits.\n"
        }
        if !findings.isEmpty {
            text += "  \(count(findings.reduce(0) { $0 + $1.1 }, "finding")): \(list(findings)).\n"
        }
        if !errors.isEmpty {
            text += "  \(count(errors.reduce(0) { $0 + $1.1 }, "error")): \(list(errors)).\n"
        }
        if run.baselined > 0 {
            text += "  \(count(run.baselined, "edit or finding", "edits and findings")) known from the baseline, not shown.\n"
        }
        if editTotal > 0, run.settings.mode != .write {
            text += "  Run with --write to apply the edits.\n"
        }
        return text
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
