import Testing
import SeededRandom
@testable import SourceModel

@Suite("Byte scan")
struct ByteScanTests {
    /// The first whole-word occurrence, found the slow and obvious way.
    private func reference(_ text: [UInt8], _ word: [UInt8]) -> Int? {
        guard !word.isEmpty, word.count <= text.count else { return nil }
        for offset in 0...(text.count - word.count) where Array(text[offset..<offset + word.count]) == word {
            let before = offset == 0 || !ByteScan.isIdentifierByte(text[offset - 1])
            let after = offset + word.count == text.count || !ByteScan.isIdentifierByte(text[offset + word.count])
            if before && after { return offset }
        }
        return nil
    }

    @Test("lower-case words go through the sampled-bytes scan and still respect word boundaries")
    func lowerCaseWords() {
        for (text, word, offset) in [("scale", "scale", 0), ("scales scale", "scale", 7), ("xscale scale_ scale", "scale", 14),
                                     ("sca", "scale", nil), ("a", "a", 0), ("ab a", "a", 3), ("hairline.hairline", "hairline", 0),
                                     ("é scale", "scale", 3), ("éscale", "scale", nil)] as [(String, String, Int?)] {
            #expect(ByteScan.firstWord(Array(text.utf8), Array(word.utf8)) == offset, "\(text) / \(word)")
        }
    }

    @Test("declared type names: keyword, blank, name; in file order")
    func declaredNames() {
        let text = "actor A {}\nsubclass B\nclassy C\nenum\tE {}\nstruct  Ü_1 {}\nprotocol P\n@objc class K: NSObject {}\nclass"
        #expect(ByteScan.declaredTypeNames(Array(text.utf8)) == ["A", "E", "Ü_1", "P", "K"])
        #expect(ByteScan.declaredTypeNames([]).isEmpty)
        #expect(ByteScan.declaredTypeNames(Array("class ".utf8)).isEmpty)
    }

    @Test("a substring search ignores word boundaries")
    func substring() {
        #expect(ByteScan.contains(Array("// screenmod:disable-line".utf8), "screenmod:"))
        #expect(ByteScan.contains(Array("xscreenmod:".utf8), "screenmod:"))
        #expect(!ByteScan.contains(Array("screenmod disable".utf8), "screenmod:"))
        #expect(!ByteScan.contains(Array("screen".utf8), "screenmod:") && ByteScan.contains([], ""))
    }

    @Test("both search paths agree with a plain search on random text")
    func agreesWithReference() {
        // A small alphabet makes near misses, overlaps and hits at the edges common.
        let alphabet = Array("scaleWS_ .".utf8)
        let words = ["scale", "sc", "S", "W_s", "aleW", "e"].map { Array($0.utf8) }
        var generator = SplitMix64(state: 7)
        for _ in 0..<2_000 {
            // Up to 100 bytes: several 16-byte blocks, and the bytes after the last whole one.
            let length = Int(generator.next() % 100)
            let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            for word in words {
                let shown = "\(String(decoding: text, as: UTF8.self)) / \(String(decoding: word, as: UTF8.self))"
                #expect(ByteScan.firstWord(text, word) == reference(text, word), "\(shown)")
                let anywhere = text.count >= word.count
                    && (0...(text.count - word.count)).contains { Array(text[$0..<($0 + word.count)]) == word }
                #expect(ByteScan.contains(text, String(decoding: word, as: UTF8.self)) == anywhere, "\(shown)")
            }
        }
    }
}

@Suite("Word search")
struct WordSearchTests {
    @Test("a planned search finds a file exactly when one of its words occurs whole")
    func agreesWithSingleWordSearches() {
        // W-group words share one memchr pass; `scale` and `e` go through the sampled-bytes scan.
        let words = ["screenWidth", "kScreenWidth", "W", "scale", "e", "Height"].map { Array($0.utf8) }
        let alphabet = Array("screnWidthkSHg_ .al".utf8)
        var generator = SplitMix64(state: 11)
        for size in 1...words.count {
            let search = WordSearch(Array(words.prefix(size)))
            for _ in 0..<500 {
                let length = Int(generator.next() % 60)
                let text = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                let expected = words.prefix(size).contains { ByteScan.firstWord(text, $0) != nil }
                #expect(search.matches(text) == expected, "\(String(decoding: text, as: UTF8.self))")
            }
        }
        #expect(WordSearch([]).isEmpty && !WordSearch([]).matches(Array("x".utf8)))
        #expect(WordSearch([Array("kScreenWidth".utf8)]).matches(Array("let w = kScreenWidth * 2".utf8)))
    }

    @Test("many words, in shared and separate groups, members among them, against a naive search")
    func manyWordsAgainstNaiveSearch() {
        var generator = SplitMix64(state: 23)
        let alphabet = Array("abeHWhiNoCpx_. \n/".utf8)
        func pick(_ count: Int) -> [UInt8] {
            (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        }
        for _ in 0..<300 {
            let words = (0..<Int(1 + generator.next() % 24)).map { _ in pick(Int(1 + generator.next() % 5)) }
                .filter { !$0.contains { !ByteScan.isIdentifierByte($0) } }
            let members = Set(words.filter { _ in generator.next() % 3 == 0 })
            let search = WordSearch(words, members: members)
            // A search of members only looks after each dot, past blanks, line breaks and comments
            // (MemberSearchTests holds that to the lexer); the others accept any line break or `/`.
            let allMembers = words.count > 1 && words.allSatisfy(members.contains)
            for _ in 0..<20 {
                let text = pick(Int(generator.next() % 90))
                // Naive: every offset of every word, whole, and after a possible dot if a member.
                let expected = words.contains { word in
                    text.indices.contains { offset in
                        offset + word.count <= text.count && Array(text[offset..<(offset + word.count)]) == word
                            && (offset == 0 || !ByteScan.isIdentifierByte(text[offset - 1]))
                            && (offset + word.count == text.count || !ByteScan.isIdentifierByte(text[offset + word.count]))
                            && (!members.contains(word) || (allMembers ? Self.followsDot(offset, in: text)
                                                                        : Self.mayFollowDot(offset, in: text)))
                    }
                }
                #expect(search.matches(text) == expected, "\(words.map { String(decoding: $0, as: UTF8.self) }) in \(String(decoding: text, as: UTF8.self))")
            }
        }
    }

    /// A `.` comes before `offset`, with only blanks, line breaks and comments between.
    private static func followsDot(_ offset: Int, in text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { buffer in
            text.indices.contains { text[$0] == UInt8(ascii: ".") && ByteScan.skippingTrivia(buffer, from: $0 + 1) == offset }
        }
    }

    /// The last byte before `offset` that is not a blank is `.`, `/` or a line break.
    private static func mayFollowDot(_ offset: Int, in text: [UInt8]) -> Bool {
        guard let last = text[..<offset].lastIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return false }
        return [UInt8(ascii: "."), UInt8(ascii: "/"), 0x0A, 0x0D].contains(text[last])
    }

    @Test("a member word counts only where a dot can come before it")
    func memberWords() {
        // `observer` is all common letters, `hasNotch` has a rare one: both search paths.
        for name in ["observer", "hasNotch"] {
            let search = WordSearch([Array(name.utf8)], members: [Array(name.utf8)])
            for (text, expected) in [("let \(name) = 1", false), ("\(name)()", false), ("x(\(name): 1)", false),
                                     ("device.\(name)", true), ("a = .\(name)", true), ("x. \t\(name)", true),
                                     ("x\n    .\(name)", true), ("x.\n  \(name)", true), ("x./* c */\(name)", true),
                                     ("let \(name) = 1; y.\(name)", true), ("self.\(name)s", false)] {
                #expect(search.matches(Array(text.utf8)) == expected, "\(text)")
            }
        }
        // Words not marked as members still match anywhere.
        #expect(WordSearch([Array("observer".utf8)]).matches(Array("let observer = 1".utf8)))
    }
}
