import Testing
import SwiftLexer
@testable import SourceModel
import SeededRandom
@testable import Migration

/// A search for more words than it groups looks them up by identifier run: the files it finds
/// are exactly those a word-by-word search finds.
@Suite("Searching for many helper names")
struct WordTableTests {
    /// Seeds 2 to 9 run only with SCREENMOD_FULL_TESTS=1.
    @Test("Many words, members among them, against a naive search", arguments: 0..<(FullTests.enabled ? 10 : 2))
    func manyWordsAgainstNaiveSearch(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        let alphabet = Array("abeHWhiNoCpx_9. \n/é".utf8)
        func pick(_ count: Int) -> [UInt8] {
            (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        }
        // Past the limit, with some words that hold other bytes and stay in the grouped search.
        let words = (0..<(WordSearch.groupedWordLimit + 1 + Int(generator.next() % 40))).map { _ in
            pick(Int(1 + generator.next() % 5))
        }
        let members = Set(words.filter { _ in generator.next() % 3 == 0 })
        let search = WordSearch(words, members: members)
        for _ in 0..<200 {
            let text = pick(Int(generator.next() % 90))
            let expected = words.contains { word in
                text.indices.contains { offset in Self.wholeWord(word, at: offset, in: text, member: members.contains(word)) }
            }
            #expect(search.matches(text) == expected, "\(String(decoding: text, as: UTF8.self))")
        }
    }

    /// Whether `word` occurs whole at `offset`, after a possible dot if it is a member.
    static func wholeWord(_ word: [UInt8], at offset: Int, in text: [UInt8], member: Bool) -> Bool {
        let end = offset + word.count
        guard !word.isEmpty, end <= text.count, Array(text[offset..<end]) == word,
              offset == 0 || !ByteScan.isIdentifierByte(text[offset - 1]),
              end == text.count || !ByteScan.isIdentifierByte(text[end]) else { return false }
        guard member else { return true }
        // The last byte before the word that is not a blank is a dot or a slash, or a line break.
        var index = offset - 1
        while index >= 0, text[index] == 0x20 || text[index] == 0x09 { index -= 1 }
        return index >= 0 && [UInt8(ascii: "."), UInt8(ascii: "/"), 0x0A, 0x0D].contains(text[index])
    }

    @Test("Calls of many helpers on another type are found in files that never name UIScreen")
    func manyHelpersOnAnotherType() {
        let count = WordSearch.groupedWordLimit * 2
        let declarations = (0..<count).map { "    static var gap\($0): CGFloat { UIScreen.main.bounds.width / \($0 + 1) }\n" }
        let project = TestProject([
            ("Metrics.swift", "import UIKit\nextension CGFloat {\n" + declarations.joined() + "}\n"),
            ("Card.swift", "import UIKit\nstruct Card {\n    var inset: CGFloat { .gap20 }\n}\n"),
            ("Plain.swift", "import UIKit\nstruct Plain {\n    var gap200 = 1\n    var gap20x = 2 // gap20\n}\n"),
        ])
        #expect(project.findings("Card.swift") == [
            "3:screen-helper: uses CGFloat.gap20, which reads UIScreen.main (Metrics.swift:23); the value here is the main screen's, not this view's",
        ])
        #expect(project.findings("Plain.swift").isEmpty)
    }
}
