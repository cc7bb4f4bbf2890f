import Testing
import SwiftLexer
@testable import SourceModel
import SeededRandom

/// A search whose words are all members (outside uses, helpers' names after `Owner.`) looks
/// only at the name after each `.`: it must still find every name the lexer reads after a dot.
@Suite("Searching for member names after dots")
struct MemberSearchTests {
    static let names = ["show", "setup", "itemSize", "layout"]

    /// The identifier tokens spelled as one of `names` whose previous significant token is `.`.
    static func lexedMemberUses(_ text: String) -> [Int] {
        let file = SyntaxFile(text: text)
        return file.tokens.indices.filter { index in
            file.tokens[index].kind == .identifier && names.contains(file.text(index))
                && file.previous(before: index).map { file.punctuation($0, ".") } == true
        }.map { file.tokens[$0].offset }
    }

    @Test("Every name the lexer reads after a dot is found, across blanks, lines and comments", arguments: 0..<20)
    func neverMissesALexedMember(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        let pieces = ["a", "self", ".", " ", "\n", "// c .show\n", "/* .setup */", "/* /* */ */", "\"x.show\"", "(", ")",
                      "?", "!", "..."] + Self.names
        let search = OutsideUses.search(for: Set(Self.names))
        for _ in 0..<300 {
            let text = (0..<Int(generator.next() % 24)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let found = search.occurrences(in: FileBytes(Array(text.utf8)))
            #expect(Set(Self.lexedMemberUses(text)).isSubset(of: Set(found)), "\(text.debugDescription)")
            #expect(found == found.sorted() && Set(found).count == found.count)
            #expect(search.matches(Array(text.utf8)) == !found.isEmpty)
        }
    }

    @Test("A name that follows no dot is not a member use")
    func bareNamesAreSkipped() {
        let text = "func show() { setup(); let layout = 1 }\n"
        #expect(OutsideUses.search(for: Set(Self.names)).occurrences(in: FileBytes(Array(text.utf8))).isEmpty)
        let dotted = "page.show()\npage\n  // note\n  .setup()\n"
        let offsets = OutsideUses.search(for: Set(Self.names)).occurrences(in: FileBytes(Array(dotted.utf8)))
        #expect(offsets.map { String(decoding: Array(dotted.utf8)[$0..<$0 + 4], as: UTF8.self) } == ["show", "setu"])
    }
}
