import Testing
@testable import RuleLanguage

/// The line pass: fields, comments, blank lines and indented blocks.
@Suite struct RuleFileReaderTests {
    private func read(_ text: String) -> (entries: [RuleEntry], errors: [RuleError]) {
        var reader = RuleFileReader(path: "r")
        let entries = reader.read(text)
        return (entries, reader.errors)
    }

    private func blocks(_ text: String) -> [String] {
        read(text).entries.compactMap { if case .block(let block) = $0 { return block.text } else { return nil } }
    }

    @Test func splitsFieldsAtTheFirstColon() throws {
        let (entries, errors) = read("match:  UIScreen.main.bounds ?? x : y  \n")
        #expect(errors.isEmpty)
        guard case .field(let field) = try #require(entries.first) else {
            Issue.record("expected a field")
            return
        }
        #expect(field.field == .match)
        #expect(field.value == "UIScreen.main.bounds ?? x : y")
        #expect(field.valueColumn == 9)
    }

    @Test func stripsCommonIndentationAndKeepsInnerBlankLines() {
        let text = "example-keep:\n    if a {\n\n      b()\n    }\n\n\nid: x\n"
        #expect(blocks(text) == ["if a {\n\n  b()\n}\n"])
    }

    @Test func keepsWhitespaceBeyondTheIndentOnBlankLines() {
        #expect(blocks("example-keep:\n  a\n     \n  b\n") == ["a\n   \nb\n"])
    }

    @Test func aColumnOneLineEndsABlockEvenAComment() {
        #expect(blocks("example-keep:\n  a\n# note\n  b\n") == ["a\n", "b\n"])
    }

    @Test func indentedHashLinesArePartOfTheBlock() {
        #expect(blocks("example-keep:\n  #if os(iOS)\n  x()\n  #endif\n") == ["#if os(iOS)\nx()\n#endif\n"])
    }

    @Test func blockLineNumbersCountBlankLinesBefore() throws {
        let (entries, _) = read("example-keep:\n\n\n  a\n")
        #expect(entries.map(\.line) == [1, 4])
    }

    /// The lines `lineRanges` finds in `text`, as strings.
    private func split(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            RuleFileReader.lineRanges(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
    }

    @Test func splitsEveryLineEnding() {
        #expect(split("a\nb\r\nc\rd") == ["a", "b", "c", "d"])
        #expect(split("a\n") == ["a"])
        #expect(split("a\n\n") == ["a", ""])
        // The byte split agrees with splitting by Character, where "\r\n" is one character.
        let pieces = ["a", "é", "👋", "\n", "\r", "\r\n", " ", "\n\r", "x\u{301}"]
        var state: UInt64 = 5
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<(state % 9) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
                .map(String.init)
            if lines.count > 1, lines.last == "" { lines.removeLast() }
            #expect(split(text) == lines, "\(Array(text.utf8))")
        }
        #expect(split("") == [""])
    }

    @Test func ignoresALeadingByteOrderMark() {
        let (entries, errors) = read("\u{FEFF}id: x\n")
        #expect(errors.isEmpty)
        #expect(entries.count == 1)
    }

    @Test func crlfBlocksHaveNoCarriageReturns() {
        #expect(blocks("example-keep:\r\n  a\r\n\r\n    b\r\n") == ["a\n\n  b\n"])
    }
}
