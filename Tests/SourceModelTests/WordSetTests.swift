import Testing
@testable import SourceModel

@Suite("Word set")
struct WordSetTests {
    @Test("a token is in the set exactly when its text is")
    func matchesTokenText() {
        let words = ["static", "final", "open", "lazy", "__consuming"]
        let set = WordSet(words)
        let file = SyntaxFile(text: "static final openly lazy lazyVar x __consuming _ \"static\" // open\nstatics fina")
        for index in file.tokens.indices {
            #expect(set.contains(index, in: file) == words.contains(file.text(index)), "\(file.text(index))")
        }
        #expect(!set.contains(-1, in: file) && !set.contains(file.tokens.count, in: file))
        #expect(set.contains("lazy") && !set.contains("laz") && !set.contains("lazier") && !set.contains(""))
    }
}
