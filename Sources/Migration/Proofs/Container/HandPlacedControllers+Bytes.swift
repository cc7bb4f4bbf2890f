import SourceModel

extension HandPlacedControllers {
    /// Whether `bytes` may place a view by hand, before the file is lexed: a word `view` followed,
    /// past blanks, by `)` or `,` (an argument: `addSubview(menu.view)`) or by `.` and a member that
    /// sizes or pins it (`frame`, `bounds`, `snp`, an anchor, a `…ToSuperview` call). `view.addSubview`
    /// places other views, not this one, and lets the file go unlexed. With `memberOnly`, only a
    /// `view` read from a named receiver other than `self` counts (`menu.view`, `player?.view`): a
    /// file that declares none of a family's types holds only such views of it.
    static func mayPlace(_ bytes: FileBytes, memberOnly: Bool = false) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while let offset = ByteScan.firstWord(buffer, view, from: start) {
                if placesAfter(buffer, offset + view.count), !memberOnly || isMemberOfNamedReceiver(buffer, offset) { return true }
                start = offset + 1
            }
            return false
        }
    }

    /// Whether the word at `offset` follows `name.` (`name?.`, `name!.`) where `name` is not `self`.
    private static func isMemberOfNamedReceiver(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
        var position = offset
        func skipBlanksBack() { while position > 0, buffer[position - 1] == 0x20 || buffer[position - 1] == 0x09 { position -= 1 } }
        skipBlanksBack()
        guard position > 0, buffer[position - 1] == UInt8(ascii: ".") else { return false }
        position -= 1
        skipBlanksBack()
        while position > 0, buffer[position - 1] == UInt8(ascii: "?") || buffer[position - 1] == UInt8(ascii: "!") { position -= 1 }
        let end = position
        while position > 0, ByteScan.isIdentifierByte(buffer[position - 1]) { position -= 1 }
        guard end > position else { return false }
        return !buffer[position..<end].elementsEqual("self".utf8)
    }

    /// Whether `bytes` may declare or extend one of `names` (`class Name`, `extension Outer.Name`):
    /// a superset, as the byte searches are, so that no file whose own code places its view is missed.
    static func declaresOrExtends(_ bytes: FileBytes, names: [String]) -> Bool {
        ByteScan.containsWord(bytes, of: names) { buffer, offset, _ in followsDeclaringKeyword(buffer, offset) }
    }

    /// Whether the name at `offset` follows, past a dotted qualifier and blanks, a declaring keyword.
    private static func followsDeclaringKeyword(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
        var position = offset
        while position > 0, ByteScan.isIdentifierByte(buffer[position - 1]) || buffer[position - 1] == UInt8(ascii: ".") {
            position -= 1
        }
        let end = position
        while position > 0, buffer[position - 1] == 0x20 || buffer[position - 1] == 0x09 { position -= 1 }
        guard position < end else { return false }
        let wordEnd = position
        while position > 0, ByteScan.isIdentifierByte(buffer[position - 1]) { position -= 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: buffer[position..<wordEnd]), as: UTF8.self)
        return ["class", "struct", "enum", "actor", "extension"].contains(word)
    }

    private static let view = Array("view".utf8)

    private static func placesAfter(_ buffer: UnsafeBufferPointer<UInt8>, _ index: Int) -> Bool {
        var position = ByteScan.afterBlanks(buffer, from: index)
        while position < buffer.count, buffer[position] == UInt8(ascii: "?") || buffer[position] == UInt8(ascii: "!") {
            position = ByteScan.afterBlanks(buffer, from: position + 1)
        }
        guard position < buffer.count else { return false }
        let next = buffer[position]
        if next == UInt8(ascii: ")") || next == UInt8(ascii: ",") { return true }
        guard next == UInt8(ascii: ".") else { return false }
        position = ByteScan.afterBlanks(buffer, from: position + 1)
        var name: [UInt8] = []
        while position < buffer.count, name.count < 64, ByteScan.isIdentifierByte(buffer[position]) {
            name.append(buffer[position])
            position += 1
        }
        let member = String(decoding: name, as: UTF8.self)
        return member == "frame" || member == "bounds" || member == "snp" || member.hasSuffix("Anchor")
            || member.contains("ToSuperview")
    }
}

extension HandPlacedControllers {
    /// Whether `bytes` spell one of `names` other than in a class's superclass clause
    /// (`final class DetailViewController: BaseViewController {`): a subclass of a family's member
    /// that is not in the family itself (a sibling) names it only there, and holds none of its views.
    static func spellsOutsideSuperclassClause(_ bytes: FileBytes, names: [String]) -> Bool {
        ByteScan.containsWord(bytes, of: names) { buffer, offset, _ in !isSuperclassClause(buffer, before: offset) }
    }

    /// Whether the line up to `offset` reads `[attributes] [modifiers] class Name[<…>]: [A, ]`.
    private static func isSuperclassClause(_ buffer: UnsafeBufferPointer<UInt8>, before offset: Int) -> Bool {
        var lineStart = offset
        while lineStart > 0, buffer[lineStart - 1] != 0x0A, offset - lineStart < 240 { lineStart -= 1 }
        let prefix = String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<offset]), as: UTF8.self)
        guard !prefix.contains(where: { "=({}<\"/".contains($0) }),
              prefix.trimmingTrailingBlanks.last.map({ $0 == ":" || $0 == "," }) == true else { return false }
        let words = prefix.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") })
        let modifiers: Set<Substring> = ["public", "open", "internal", "final", "private", "fileprivate"]
        guard let keyword = words.firstIndex(where: { !$0.hasPrefix("@") && !modifiers.contains($0) }) else { return false }
        return words[keyword] == "class" && words.count > keyword + 1
    }
}

private extension String {
    var trimmingTrailingBlanks: Substring {
        var end = endIndex
        while end > startIndex, let last = self[..<end].last, last == " " || last == "\t" { end = index(before: end) }
        return self[..<end]
    }
}
