import Testing
import SwiftLexer

@Suite("Line table")
struct LineTableTests {
    /// Line starts found the plain way: after every LF, CRLF or lone CR.
    private func reference(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            if bytes[index] == 0x0A || bytes[index] == 0x0D { starts.append(index + 1) }
            index += 1
        }
        return starts
    }

    @Test("LF-only files (split by memchr) and files with CR agree with a plain scan",
          arguments: ["", "a", "\n", "a\nb", "a\nb\n", "\n\n\nx", "a\r\nb", "a\rb\nc\r\n", "\r", "\r\n", "a\n\r\nb\r"])
    func lineStarts(text: String) {
        let bytes = Array(text.utf8)
        #expect(SourceText(bytes: bytes).lineStarts == reference(bytes))
    }
}
