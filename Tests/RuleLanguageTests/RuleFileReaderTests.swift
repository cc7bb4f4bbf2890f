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

    @Test func splitsEveryLineEnding() {
        #expect(RuleFileReader.split("a\nb\r\nc\rd") == ["a", "b", "c", "d"])
        #expect(RuleFileReader.split("a\n") == ["a"])
        #expect(RuleFileReader.split("a\n\n") == ["a", ""])
        #expect(RuleFileReader.split("") == [""])
    }

    @Test func crlfBlocksHaveNoCarriageReturns() {
        #expect(blocks("example-keep:\r\n  a\r\n\r\n    b\r\n") == ["a\n\n  b\n"])
    }
}
