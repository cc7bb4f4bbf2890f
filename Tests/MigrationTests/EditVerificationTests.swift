import Testing
import SourceModel
@testable import Migration

@Suite("The file is lexed again before any edit is shown or written")
struct EditVerificationTests {
    /// An edit of the first occurrence of `target` in `file`'s text.
    private func edit(_ file: SyntaxFile, _ target: String, _ replacement: String) -> Edit {
        let text = String(decoding: file.source.bytes, as: UTF8.self)
        let start = text.utf8.distance(from: text.startIndex, to: text.range(of: target)!.lowerBound)
        return Edit.at(start..<start + target.utf8.count, replacement, in: file.source)
    }

    @Test("edits that leave every other token as it was pass, insertions included")
    func cleanEdits() {
        let file = SyntaxFile(text: "let a = 1 / UIScreen.main.scale\nlet b = UIScreen.main.bounds.width // done\n")
        let edits = [edit(file, "UIScreen.main.scale", "max(traitCollection.displayScale, 1)"),
                     Edit.at(0..<0, "import UIKit\n", in: file.source),
                     edit(file, "UIScreen.main.bounds", "bounds")].sorted { $0.range.lowerBound < $1.range.lowerBound }
        #expect(MigrationEngine.firstChangedToken(edits, in: file) == nil)
    }

    @Test("an operator whose fixity changes is found")
    func fixityChange() {
        let file = SyntaxFile(text: "let a = 1/UIScreen.main.scale\n")
        let changed = MigrationEngine.firstChangedToken([edit(file, "UIScreen.main.scale", " s")], in: file)
        #expect(changed.map { file.text($0) } == "/")
    }

    @Test("a replacement that swallows what follows is found, and the engine then makes no edit in the file")
    func swallowedTokens() {
        let model = SourceModel(text: "let a = UIScreen.main.scale\nlet b = 2\n")
        let broken = edit(model.file, "UIScreen.main.scale", "\"scale")
        let changed = MigrationEngine.firstChangedToken([broken], in: model.file)
        #expect(changed.map { model.file.text($0) } != nil)
        let (edits, findings) = MigrationEngine.verified([broken], [], model: model)
        #expect(edits.isEmpty)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("would change how the code here is read") == true)
    }
}
