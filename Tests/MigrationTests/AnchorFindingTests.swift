import Testing
import SourceModel
import RuleLanguage
@testable import Migration

/// The search every file gets before it is lexed finds each file that can hold a use.
@Suite("Anchor glance")
struct AnchorGlanceTests {
    static let glance = AnchorGlance([
        .mainScreen, Anchor(path: ["UIApplication", "shared", "windows"]),
        Anchor(path: ["UIApplication", "shared", "keyWindow"]), Anchor(path: ["", "userInterfaceIdiom"]),
    ])

    private func matches(_ text: String) -> Bool {
        Self.glance.matches(FileBytes(Array(text.utf8)))
    }

    @Test func findsEveryAnchorsSpelling() {
        #expect(matches("let w = UIScreen.main.bounds.width"))
        #expect(matches("let w = UIApplication.shared.windows.first"))
        #expect(matches("let w = UIKit.UIApplication.shared\n    .keyWindow"))
        #expect(matches("if traitCollection.userInterfaceIdiom == .pad {}"))
    }

    /// An anchor spelled from a type needs that type's name: `windows` alone is somebody else's.
    @Test func aTypeAnchorsLastNameAloneIsNoUse() {
        #expect(!matches("for window in scene.windows where window.isKeyWindow {}"))
        #expect(!matches("let app = UIApplication.shared; app.open(url)"))
        #expect(!matches("let idiom = userInterfaceIdiom"))
    }
}

/// Uses of an anchor spelled from a type are found from the type's name forward.
@Suite("Uses of type-spelled anchors")
struct TypedAnchorUseTests {
    private func uses(_ text: String) -> [String] {
        let model = SourceModel(file: SyntaxFile(text: text))
        let anchors = [Anchor(path: ["UIApplication", "shared", "windows"]), Anchor(path: ["", "userInterfaceIdiom"])]
        return model.uses(of: anchors).map { model.file.text($0.first) + "…" + model.file.text($0.main) }
    }

    @Test func followsThePathAcrossLinesAndComments() {
        #expect(uses("let w = UIApplication.shared\n    .windows.first") == ["UIApplication…windows"])
        #expect(uses("let w = UIKit.UIApplication /* app */ .shared.windows") == ["UIKit…windows"])
        #expect(uses("if UIDevice.current.userInterfaceIdiom == .pad {}") == ["UIDevice…userInterfaceIdiom"])
    }

    @Test func aLastNameWithoutItsPathIsNoUse() {
        #expect(uses("let w = scene.windows.first").isEmpty)
        #expect(uses("let w = UIApplication.shared.connectedScenes").isEmpty)
        #expect(uses("let s = \"UIApplication.shared.windows\"").isEmpty)
    }
}
