import Testing
import SeededRandom
import SwiftLexer
@testable import SourceModel

/// `identifierTokens(spelled:)` finds its candidates by a byte search; it must find exactly the
/// identifier tokens a walk over every token finds.
@Suite("Searching a file's tokens by their bytes")
struct SyntaxFileSearchTests {
    @Test("names are found among the tokens by their bytes exactly as a walk finds them")
    func byteSearchMatchesTokenWalk() {
        var random = SplitMix64(state: 91)
        let names = ["screenWidth", "scale", "kScreenW", "hairline", "é"]
        let text = "let a = screenWidth + x.scale // scale\nlet b = \"hairline\" + `scale` + kScreenWidth\n"
            + "func scale() { kScreenW→hairline; screenWidth2; _scale; é.scale; $scale }\n/* screenWidth */ .hairline\n"
            + "let s = \"\\(scale) \\(kScreenW)\"; #if os(iOS)\nlet é = hairline\n#endif\n"
        let pieces = Array(text.utf8)
        func walked(_ file: SyntaxFile) -> [Int] {
            file.tokens.indices.filter { index in
                file.tokens[index].kind == .identifier && names.contains(file.text(index))
            }
        }
        let whole = SyntaxFile(path: "t.swift", source: SourceText(bytes: Array(text.utf8)))
        #expect(whole.identifierTokens(spelled: names) == walked(whole))
        #expect(walked(whole).count >= 10)
        for round in 0..<1_500 {
            // Slices of the text glued at random points: words cut in half, quotes left open.
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let start = Int.random(in: 0..<pieces.count, using: &random)
                bytes += pieces[start..<min(pieces.count, start + Int.random(in: 1...80, using: &random))]
            }
            let file = SyntaxFile(path: "t.swift", source: SourceText(bytes: bytes))
            #expect(file.identifierTokens(spelled: names) == walked(file), "round \(round)")
        }
    }

    @Test("the token at a byte offset: the one starting there, or the one covering it")
    func tokenAtOffset() {
        let file = SyntaxFile(path: "t.swift", source: SourceText("let width = 42 // note\n"))
        let starts = file.tokens.map(\.offset)
        for (index, start) in starts.enumerated() {
            #expect(file.tokenIndex(at: start) == index)
        }
        // Inside `width` (offsets 4...8) and inside the comment.
        #expect(file.text(file.tokenIndex(at: 6)) == "width")
        #expect(file.text(file.tokenIndex(at: 19)) == "// note")
    }

    @Test("a token's line holds exactly the tokens a walk between line breaks finds")
    func lineOfToken() {
        let file = SyntaxFile(text: "let a = 1\r\n\nfoo(a, /* b */ c)\nlast")
        for index in file.tokens.indices where file.tokens[index].kind != .newline {
            var start = index, end = index
            while start > 0, file.tokens[start - 1].kind != .newline { start -= 1 }
            while end + 1 < file.count, file.tokens[end + 1].kind != .newline { end += 1 }
            let line = file.line(of: index)
            #expect(line.number == file.location(index).line - 1)
            #expect(line.tokens.lowerBound == start && line.tokens.upperBound >= end + 1 && line.tokens.upperBound <= end + 2)
        }
    }
}
