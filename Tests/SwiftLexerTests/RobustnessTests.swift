import Testing
import SeededRandom
@testable import SwiftLexer

/// Byte strings the mutator inserts: the delimiters and escapes that change lexer modes.
let hostileInsertions: [[UInt8]] = [
    "\"", "\"\"\"", "#", "##", "#\"", "\"#", "/", "//", "/*", "*/", "\\", "\\(", "\\#(", "(", ")",
    "`", "#/", "/#", "\n", "\r", "\r\n", "'", "$", "@", "0x", ".", "?", "!",
].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98, 0x80], [0xEF, 0xBB, 0xBF]]

/// Applies one random edit: delete, duplicate or swap byte ranges, or insert hostile bytes.
func mutate(_ bytes: inout [UInt8], using generator: inout SplitMix64) {
    let count = bytes.count
    func range() -> Range<Int> {
        let start = Int.random(in: 0...count, using: &generator)
        let length = Int.random(in: 0...min(40, count - start), using: &generator)
        return start..<(start + length)
    }
    switch Int.random(in: 0..<5, using: &generator) {
    case 0:
        bytes.removeSubrange(range())
    case 1:
        let copied = Array(bytes[range()])
        bytes.insert(contentsOf: copied, at: Int.random(in: 0...count, using: &generator))
    case 2:
        let first = range()
        let second = range()
        guard first.upperBound <= second.lowerBound else { return }
        let a = Array(bytes[first])
        let b = Array(bytes[second])
        bytes.replaceSubrange(second, with: a)
        bytes.replaceSubrange(first, with: b)
    default:
        let insertion = hostileInsertions[Int.random(in: 0..<hostileInsertions.count, using: &generator)]
        bytes.insert(contentsOf: insertion, at: Int.random(in: 0...count, using: &generator))
    }
}

/// 20,000 mutated fixture slices: the lexer ends, covers every byte, makes no empty token,
/// and reports diagnostics inside the file. The quick run takes the first 4,000; all 20,000 run
/// with SCREENMOD_FULL_TESTS=1.
@Test func randomMutationsStayLossless() {
    let count = FullTests.enabled ? 20_000 : 4_000
    let seeds = fixtureBytes()
    #expect(!seeds.isEmpty)
    var generator = SplitMix64(state: 0x5C12_EE2D)
    var inputs = 0
    var errorInputs = 0
    while inputs < count && !seeds.isEmpty {
        let seed = seeds[inputs % seeds.count]
        // Slices keep inputs small, so 20,000 of them lex quickly even in a debug build.
        let start = Int.random(in: 0..<seed.count, using: &generator)
        let end = min(seed.count, start + Int.random(in: 1...600, using: &generator))
        var bytes = Array(seed[start..<end])
        for _ in 0..<Int.random(in: 1...4, using: &generator) { mutate(&bytes, using: &generator) }
        let source = SourceText(bytes: bytes)
        let (tokens, diagnostics) = Lexer.tokenize(source)
        if let problem = coverageProblem(tokens, byteCount: bytes.count) {
            Issue.record("input \(inputs) \(bytes): \(problem)")
            return
        }
        if diagnostics.contains(where: { $0.offset < 0 || $0.offset >= max(bytes.count, 1) }) {
            Issue.record("input \(inputs) \(bytes): diagnostic outside the file")
            return
        }
        if tokens.contains(where: { $0.kind == .error }) { errorInputs += 1 }
        inputs += 1
    }
    #expect(inputs == count)
    // The mutations must actually break things, or the test proves little.
    #expect(errorInputs > count / 10)
}

@Test func tenThousandNestedParentheses() {
    let depth = 10_000
    let text = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth)
    let (tokens, diagnostics) = Lexer.tokenize(SourceText(text))
    #expect(tokens.count == 2 * depth + 1)
    #expect(diagnostics.isEmpty)
}

@Test func tenThousandNestedInterpolations() {
    let depth = 10_000
    let text = String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
    let source = SourceText(text)
    let (tokens, diagnostics) = Lexer.tokenize(source)
    #expect(coverageProblem(tokens, byteCount: source.bytes.count) == nil)
    #expect(tokens.count == 4 * depth + 1)
    #expect(tokens.filter { $0.kind == .stringDelimiter }.count == 4 * depth)
    #expect(diagnostics.isEmpty)
}

@Test func tenThousandUnclosedInterpolationsAllBecomeErrors() {
    let depth = 10_000
    let text = String(repeating: #""\("#, count: depth)
    let (tokens, diagnostics) = Lexer.tokenize(SourceText(text))
    #expect(tokens.count == 2 * depth)
    #expect(tokens.allSatisfy { $0.kind == .error })
    #expect(diagnostics.count == 2 * depth)
}

@Test func tenThousandNestedBlockComments() {
    let depth = 10_000
    let text = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth) + "x"
    let tokens = Lexer.tokenize(SourceText(text)).tokens
    #expect(tokens.map(\.kind) == [.comment, .identifier])
}

@Test func emptyAndTinyInputs() {
    #expect(Lexer.tokenize(SourceText("")).tokens.isEmpty)
    for text in ["\"", "#", "/", "\\", "`", "@", "$", "0x", "\"\"\"", "#/", "/*", "\r", "\u{FEFF}"] {
        let source = SourceText(text)
        #expect(coverageProblem(Lexer.tokenize(source).tokens, byteCount: source.bytes.count) == nil, "\(text)")
    }
}
