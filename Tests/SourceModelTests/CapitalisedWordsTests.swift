import Testing
@testable import SourceModel

/// The byte-level index of type-like words that lets a project-wide search read only the files
/// that may spell a type's name.
@Suite struct CapitalisedWordsTests {
    @Test func filesAreFoundByTheCapitalisedWordsTheySpell() {
        let contents = [
            "let card = CardView(frame: .zero) // a ProfileCard",
            "final class Feed { let cards: [CardView] = [] }",
            "let cardView = makeCard()",
        ].map { FileBytes(Array($0.utf8)) }
        let words = CapitalisedWords(contents)
        #expect(words.files(spelling: "CardView") == [0, 1])
        #expect(words.files(spelling: "ProfileCard") == [0])
        #expect(words.files(spelling: "Feed") == [1])
        // Lower-case words are not indexed, and a word is matched whole, not as a prefix.
        #expect(words.files(spelling: "cardView").isEmpty)
        #expect(words.files(spelling: "Card").isEmpty)
    }
}
