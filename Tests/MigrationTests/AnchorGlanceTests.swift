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
