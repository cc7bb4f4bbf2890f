import Foundation
import SeededRandom
import Testing
@testable import Migration
import SourceModel
import SwiftLexer
import RuleLanguage

/// `screenUses()` finds its candidates by a byte search; it must find exactly what a walk over
/// every identifier token finds.
@Suite("Screen uses")
struct ScreenUsesTests {
    /// The uses a plain walk over the tokens finds: the definition the byte search must match.
    private static func walkedUses(_ model: SourceModel) -> [Use] {
        var uses: [Use] = []
        let file = model.file
        for index in file.tokens.indices where file.tokens[index].kind == .identifier {
            if file.token(index, is: "UIScreen") {
                if let use = model.explicitUse(at: index) { uses.append(use) }
            } else if file.token(index, is: "main"), let use = model.implicitUse(at: index) {
                uses.append(use)
            }
        }
        return uses
    }

    private static let texts = [
        "let a = UIScreen.main.bounds\nlet b = UIKit.UIScreen.main.scale // UIScreen.main\n",
        "extension UIScreen {\n  static var w: CGFloat { main.bounds.width + Self.main.scale }\n  var s: CGFloat { self.main.scale }\n}\n",
        "let s = \"UIScreen.main\"; let t = \"\\(UIScreen.main.scale)\"; let u = MyUIScreen.main; let v = UIScreenX.main\n",
        "x→UIScreen.main.bounds; `UIScreen`.main; $main; main.x; UIScreen.mainScreen().bounds; UIScreen .main\n",
        "/* UIScreen.main */ #if os(iOS)\nlet é = UIScreen.main.nativeBounds\n#endif\nfunc main() { UIScreen\n.main.scale }\n",
    ]

    @Test("the byte search finds what the token walk finds, on hand-made and mutated texts")
    func byteSearchMatchesTokenWalk() {
        var random = SplitMix64(state: 77)
        let pieces = Array(Self.texts.joined().utf8)
        var checked = 0
        for text in Self.texts {
            let model = SourceModel(file: SyntaxFile(path: "t.swift", source: SourceText(bytes: Array(text.utf8))))
            #expect(model.screenUses() == Self.walkedUses(model), "\(text)")
            checked += model.screenUses().count
        }
        #expect(checked >= 8)
        for round in 0..<1_500 {
            // Slices of the texts glued at random points: words cut in half, quotes left open.
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let start = Int.random(in: 0..<pieces.count, using: &random)
                bytes += pieces[start..<min(pieces.count, start + Int.random(in: 1...80, using: &random))]
            }
            let model = SourceModel(file: SyntaxFile(path: "t.swift", source: SourceText(bytes: bytes)))
            #expect(model.screenUses() == Self.walkedUses(model), "round \(round)")
        }
    }
}

/// `uses(of:)` finds the uses of other anchors the same way: a byte search for each anchor's
/// last name, then the path confirmed on the tokens.
@Suite("Uses of any anchor")
struct AnchorUsesTests {
    private static let keyWindow = Anchor(path: ["UIApplication", "shared", "keyWindow"])
    private static let idiom = Anchor(path: ["", "userInterfaceIdiom"])
    private static let deviceIdiom = Anchor(path: ["UIDevice", "current", "userInterfaceIdiom"])

    private func uses(_ text: String, _ anchors: [Anchor]) -> [(String, String)] {
        let model = SourceModel(file: SyntaxFile(path: "t.swift", source: SourceText(bytes: Array(text.utf8))))
        return model.uses(of: anchors).map { (model.file.text(from: $0.first, through: $0.main), $0.anchor.description) }
    }

    @Test("a path is confirmed on the tokens, outside comments and strings, with UIKit's prefix only")
    func pathsAreConfirmed() {
        let text = """
        let a = UIApplication.shared.keyWindow // UIApplication.shared.keyWindow
        let b = "UIApplication.shared.keyWindow"; let c = app.keyWindow; let d = Other.UIApplication.shared.keyWindow
        let e = UIKit.UIApplication
            .shared.keyWindow; let f = UIScreen.main.scale
        """
        let found = uses(text, [.mainScreen, Self.keyWindow])
        #expect(found.map(\.0) == ["UIApplication.shared.keyWindow", "UIKit.UIApplication\n    .shared.keyWindow", "UIScreen.main"])
        #expect(found.map(\.1) == ["UIApplication.shared.keyWindow", "UIApplication.shared.keyWindow", "UIScreen.main"])
    }

    @Test("a member of any receiver starts at its receiver chain; two anchors on one name make one use")
    func membersAndSharedNames() {
        let text = "let a = UIDevice.current.userInterfaceIdiom; let b = view.window?.traitCollection.userInterfaceIdiom\nlet userInterfaceIdiom = 1\n"
        let found = uses(text, [Self.deviceIdiom, Self.idiom])
        #expect(found.map(\.0) == ["UIDevice.current.userInterfaceIdiom", "view.window?.traitCollection.userInterfaceIdiom"])
        #expect(found.map(\.1) == ["UIDevice.current.userInterfaceIdiom", ".userInterfaceIdiom"])
        #expect(uses(text, [.mainScreen]).isEmpty)
    }
}
