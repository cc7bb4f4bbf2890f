@testable import screenmodCLI

/// A readable difference between a recorded snapshot file and what screenmod printed now.
enum SnapshotDifference {
    /// A unified diff from `expected` to `actual` with invisible characters made visible, or nil
    /// when they are equal.
    static func describe(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let diff = UnifiedDiff(context: 2).render(old: Array(visible(expected).utf8), new: Array(visible(actual).utf8),
                                                   path: "snapshot")
        // Drop the `--- a/snapshot` / `+++ b/snapshot` header: the caller says which file it is.
        let body = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        return body.isEmpty ? "(the texts differ only in a way the line diff cannot show)" : body
    }

    /// The text with carriage returns, tabs, a byte order mark and a missing final newline spelled
    /// out, since a snapshot can differ in exactly those.
    static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{FEFF}": result += "<BOM>"
            default: result.unicodeScalars.append(scalar)
            }
        }
        if !text.isEmpty && !text.hasSuffix("\n") { result += "\\no newline at end\n" }
        return result
    }
}
