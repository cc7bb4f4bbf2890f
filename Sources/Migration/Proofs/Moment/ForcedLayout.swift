import SwiftLexer
import SourceModel

/// Where the project forces layout: the first call of `layoutIfNeeded` in its files, which runs the
/// layout hooks of every view under its receiver at once; the receiver can be any view above this
/// one, so one anywhere in the project is a way into every layout hook, in a window or not. A direct
/// call of a view's `layoutSubviews()` (other than `super.layoutSubviews()`) runs its receiver's own
/// hook only: it is a way into a class's hook where its file names that class (or is the class's own).
/// Objective-C files count too (`[view layoutIfNeeded]` lays a Swift view out just the same).
/// A mention is a call only in code: not in a comment or a string, and not in test code, which
/// lays out its fixtures by hand and never runs in the app.
struct ForcedLayout: Sendable {
    /// The first `layoutIfNeeded()` and where it is (``layoutIfNeeded()` at Feed.swift:12`), or nil when no file calls one.
    let site: String?
    /// The files that call a view's `layoutSubviews()` directly, each with its first such call.
    let directCalls: [(file: ProjectFile, site: String)]

    private static let ifNeeded = Array("layoutIfNeeded".utf8)
    private static let subviews = Array("layoutSubviews".utf8)

    /// The first call in `files`, in their order. The bytes are searched on every core; only
    /// files that mention a call are read closer, one at a time until a call is found.
    init(files: [ProjectFile]) {
        let mentions = concurrentMap(files) { file in
            file.bytes.withUnsafeBufferPointer { buffer in
                Set(Self.callOffsets(buffer, firstOnly: true).map(\.name))
            }
        }
        let mentioning = zip(files, mentions)
        site = mentioning.lazy.filter { $0.1.contains("layoutIfNeeded") }
            .compactMap { Self.firstCall(in: $0.0, of: "layoutIfNeeded") }.first
        directCalls = mentioning.filter { $0.1.contains("layoutSubviews") }
            .compactMap { file, _ in Self.firstCall(in: file, of: "layoutSubviews").map { (file, $0) } }
    }

    /// The first call in `model`'s file: a file analysed on its own knows no other.
    init(model: SourceModel) {
        let file = model.file
        site = file.identifierTokens(spelled: ["layoutIfNeeded", "layoutSubviews"])
            .first { Self.isCall($0, in: file) }
            .map { Self.describe(file.text($0), at: "\(file.path):\(file.location($0).line)") }
        directCalls = []
    }

    /// The first direct call elsewhere whose file names one of `classes`: a way into their hooks.
    func directCall(reaching classes: [String]) -> String? {
        directCalls.first { call in classes.contains { ByteScan.containsWord(call.file.bytes, $0) } }?.site
    }

    /// `path:line` of the first call of `name` in `file`, a file that mentions one, with the call.
    private static func firstCall(in file: ProjectFile, of name: String) -> String? {
        let source = file.source
        guard file.path.hasSuffix(".swift") else {
            // Objective-C is not lexed here: a whole word after `//` on its line is a comment.
            let call = source.bytes.withUnsafeBufferPointer { buffer in
                callOffsets(buffer, firstOnly: false).first { $0.name == name && !isAfterLineComment($0.offset, in: source.bytes) }
            }
            return call.map { describe($0.name, at: "\(file.path):\(source.location(of: $0.offset).line)") }
        }
        let syntax = SyntaxFile(path: file.path, source: source)
        guard !TestCode.contains(syntax) else { return nil }
        // A controller's own root view, where the file sets none of its own (`view = …` in loadView), is a plain UIView.
        let plainRoot = name == "layoutSubviews" && !ByteScan.contains(source.bytes, "view = ")
        return syntax.identifierTokens(spelled: [name])
            .first { isCall($0, in: syntax) && !(plainRoot && callsRootView($0, in: syntax)) }
            .map { describe(syntax.text($0), at: "\(file.path):\(syntax.location($0).line)") }
    }

    /// Whether the call at `index` is on `view` or `self.view`.
    private static func callsRootView(_ index: Int, in file: SyntaxFile) -> Bool {
        guard let dot = file.previous(before: index), file.punctuation(dot, "."), let receiver = file.previous(before: dot),
              file.text(receiver) == "view" else { return false }
        guard let before = file.previous(before: receiver), file.punctuation(before, ".") else { return true }
        return file.previous(before: before).map { file.keyword($0, "self") } ?? false
    }

    /// ``layoutIfNeeded()` at Feed.swift:12`, ``layoutSubviews()` called directly at …`.
    private static func describe(_ name: String, at location: String) -> String {
        name == "layoutSubviews" ? "`layoutSubviews()` called directly at \(location)" : "`\(name)()` at \(location)"
    }

    /// Whether the token at `index` calls a forcing method: any `layoutIfNeeded`; `layoutSubviews`
    /// only as a call, and not its declaration or `super.layoutSubviews()`.
    private static func isCall(_ index: Int, in file: SyntaxFile) -> Bool {
        guard file.tokens[index].kind == .identifier else { return false }
        guard file.token(index, is: "layoutSubviews") else { return true }
        guard let open = file.next(after: index), file.punctuation(open, "(") else { return false }
        guard let before = file.previous(before: index) else { return true }
        if file.keyword(before, "func") { return false }
        if file.punctuation(before, "."), let receiver = file.previous(before: before), file.keyword(receiver, "super") { return false }
        return true
    }

    /// The offsets (and names) in the bytes that may call a forcing method: every whole word
    /// `layoutIfNeeded`, and `layoutSubviews` where no `func` or `super` comes right before it.
    /// With `firstOnly`, at most one of each, enough to tell whether a file may call one.
    private static func callOffsets(_ buffer: UnsafeBufferPointer<UInt8>, firstOnly: Bool) -> [(offset: Int, name: String)] {
        var found: [(offset: Int, name: String)] = []
        for (needle, name) in [(ifNeeded, "layoutIfNeeded"), (subviews, "layoutSubviews")] {
            var from = 0
            while let offset = ByteScan.firstWord(buffer, needle, from: from) {
                from = offset + 1
                let word = name == "layoutSubviews" ? wordBefore(offset, in: buffer) : ""
                guard word != "func", word != "super" else { continue }
                found.append((offset, name))
                if firstOnly { break }
            }
        }
        return found.sorted { $0.offset < $1.offset }
    }

    /// The identifier right before `offset`, skipping spaces, one `.` and `[`-free gaps:
    /// `super` in `super.layoutSubviews` and `[super layoutSubviews]`, `func` in a declaration.
    private static func wordBefore(_ offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        var index = offset - 1
        while index >= 0, buffer[index] == UInt8(ascii: " ") || buffer[index] == UInt8(ascii: ".") { index -= 1 }
        let end = index + 1
        while index >= 0, ByteScan.isIdentifierByte(buffer[index]) { index -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[(index + 1)..<end]), as: UTF8.self)
    }

    /// Whether `//` comes before `offset` on its line.
    private static func isAfterLineComment(_ offset: Int, in bytes: [UInt8]) -> Bool {
        var index = offset - 1
        while index > 0, bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "/"), bytes[index - 1] == UInt8(ascii: "/") { return true }
            index -= 1
        }
        return false
    }
}
