/// A unified diff of two versions of one file, in the form `git apply` and `patch -p1` accept.
///
/// Lines are split at LF and keep their own endings, so CRLF files diff and apply unchanged.
struct UnifiedDiff {
    /// Lines of unchanged context around each change.
    var context = 3
    /// Whether to add ANSI colours.
    var color = false

    /// Text for the header of each hunk that changes any of `lines` (1-based, of the old file),
    /// after the second `@@`, where git puts a function's name and `git apply` reads nothing.
    struct HunkLabel {
        var lines: ClosedRange<Int>
        var text: String
    }

    private enum Kind { case same, removed, added }
    private struct Step { var kind: Kind; var old: Int; var new: Int }

    /// The diff from `old` to `new` for `path` (relative to the current folder); empty when equal.
    /// A file created by the run (`isNew`) is diffed from `/dev/null`, as git does.
    /// A hunk that changes lines `labels` name carries their texts in its header.
    func render(old: [UInt8], new: [UInt8], path: String, isNew: Bool = false, labels: [HunkLabel] = []) -> String {
        let oldLines = Self.lines(old), newLines = Self.lines(new)
        // Equal lines get equal ids, so the diff compares integers instead of byte runs.
        var ids: [ArraySlice<UInt8>: Int] = [:]
        func intern(_ line: ArraySlice<UInt8>) -> Int {
            if let id = ids[line] { return id }
            ids[line] = ids.count
            return ids.count - 1
        }
        let oldIDs = oldLines.map { intern(old[$0]) }
        let newIDs = newLines.map { intern(new[$0]) }
        let steps = Self.steps(LineDiff.matches(oldIDs, newIDs), oldCount: oldLines.count, newCount: newLines.count)
        guard steps.contains(where: { $0.kind != .same }) else { return "" }
        let from = isNew ? "/dev/null" : Self.quoted("a/" + path)
        var text = paint("--- \(from)\n+++ \(Self.quoted("b/" + path))\n", "\u{1B}[1m")
        for hunk in hunks(steps) {
            text += header(steps[hunk], labels: labels)
            for step in steps[hunk] {
                switch step.kind {
                case .same: text += line(" ", old[oldLines[step.old]], nil)
                case .removed: text += line("-", old[oldLines[step.old]], "\u{1B}[31m")
                case .added: text += line("+", new[newLines[step.new]], "\u{1B}[32m")
                }
            }
        }
        return text
    }

    /// The byte range of every line, each including its LF (the last may have none).
    static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            result.append(start..<(index + 1))
            start = index + 1
        }
        if start < bytes.count { result.append(start..<bytes.count) }
        return result
    }

    /// Turns matched pairs into a step list: removals before additions inside each change.
    private static func steps(_ matches: [(Int, Int)], oldCount: Int, newCount: Int) -> [Step] {
        var steps: [Step] = []
        var old = 0, new = 0
        for (matchOld, matchNew) in matches + [(oldCount, newCount)] {
            while old < matchOld { steps.append(Step(kind: .removed, old: old, new: new)); old += 1 }
            while new < matchNew { steps.append(Step(kind: .added, old: old, new: new)); new += 1 }
            if old < oldCount, new < newCount { steps.append(Step(kind: .same, old: old, new: new)) }
            old += 1
            new += 1
        }
        return steps
    }

    /// Step ranges of each hunk; changes whose contexts touch or overlap share one hunk.
    private func hunks(_ steps: [Step]) -> [Range<Int>] {
        let changes = steps.indices.filter { steps[$0].kind != .same }
        var result: [Range<Int>] = []
        var start = max(0, changes[0] - context)
        var last = changes[0]
        for change in changes.dropFirst() {
            if change - last - 1 > 2 * context {
                result.append(start..<min(steps.count, last + context + 1))
                start = change - context
            }
            last = change
        }
        result.append(start..<min(steps.count, last + context + 1))
        return result
    }

    /// `@@ -start,count +start,count @@`; an empty side names the line before the change.
    private func header(_ hunk: ArraySlice<Step>, labels: [HunkLabel]) -> String {
        let first = hunk.first!
        let oldCount = hunk.filter { $0.kind != .added }.count
        let newCount = hunk.filter { $0.kind != .removed }.count
        func span(_ start: Int, _ count: Int) -> String {
            let line = count == 0 ? start : start + 1
            return count == 1 ? "\(line)" : "\(line),\(count)"
        }
        // The old lines the hunk shows, context included: hunks never share one, so a label's
        // lines fall in one hunk unless its edits are far apart.
        let shown = (first.old + 1)...(first.old + max(oldCount, 1))
        var texts: [String] = []
        for label in labels where label.lines.overlaps(shown) {
            let text = label.text.split(whereSeparator: \.isNewline).joined(separator: " ")
            if !texts.contains(text) { texts.append(text) }
        }
        let tail = texts.isEmpty ? "" : " " + texts.joined(separator: "; ")
        return paint("@@ -\(span(first.old, oldCount)) +\(span(first.new, newCount)) @@\(tail)\n", "\u{1B}[36m")
    }

    /// One diff line; a line without LF is followed by git's no-newline marker.
    private func line(_ prefix: String, _ bytes: ArraySlice<UInt8>, _ colorCode: String?) -> String {
        let hasNewline = bytes.last == 0x0A
        let body = String(decoding: hasNewline ? bytes.dropLast() : bytes, as: UTF8.self)
        let shown = colorCode.map { paint(prefix + body, $0) } ?? prefix + body
        return shown + (hasNewline ? "\n" : "\n\\ No newline at end of file\n")
    }

    private func paint(_ text: String, _ code: String) -> String {
        guard color else { return text }
        let trimmed = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return code + trimmed + "\u{1B}[0m" + (text.hasSuffix("\n") ? "\n" : "")
    }

    /// A header path, C-quoted the way git quotes names holding quotes, backslashes or control characters.
    static func quoted(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) else { return path }
        var bytes: [UInt8] = [0x22]
        for byte in path.utf8 {
            switch byte {
            case 0x22, 0x5C: bytes += [0x5C, byte]
            case 0x09: bytes += Array("\\t".utf8)
            case 0x0A: bytes += Array("\\n".utf8)
            case 0x0D: bytes += Array("\\r".utf8)
            case ..<0x20, 0x7F:
                let octal = String(byte, radix: 8)
                bytes += Array(("\\" + String(repeating: "0", count: 3 - octal.count) + octal).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
        return String(decoding: bytes, as: UTF8.self)
    }
}
