import Testing
import SwiftLexer
@testable import Migration

/// Holes before the anchor and the modifiers appended to a view's body (issue 20).
@Suite("SwiftUI forms: grids and width decisions")
struct SwiftUIFormsTests {
    @Test("a hole before the anchor captures one whole operand, or the pattern does not match")
    func holeBeforeAnchor() {
        let call = "struct G: View { let c = Array(repeating: GridItem(.flexible(), spacing: Spacing.tight(2)), count: Int(UIScreen.main.bounds.width / 100)) }\n"
        #expect(migrate(call).output.contains("let c = [GridItem(.adaptive(minimum: 100), spacing: Spacing.tight(2))]"))
        // The ternary's `:` is not the argument label's: `4` alone is not what follows `spacing:`.
        let ternary = "struct G: View { let wide = true; var c: [GridItem] { Array(repeating: GridItem(.flexible(), spacing: wide ? 2 : 4), count: Int(UIScreen.main.bounds.width / 100)) } }\n"
        let (result, output) = migrate(ternary)
        #expect(output == ternary)
        #expect(result.findings.map(\.ruleID) == ["grid-columns-unproven"])
    }

    @Test("body modifiers keep the file's line endings and its tabs, and are made once per view")
    func bodyModifierLayout() {
        var settings = MigrationSettings()
        settings.minIOS = 16
        let code = "struct R: View {\r\n\tvar body: some View {\r\n\t\tText(\"a\").padding(UIScreen.main.bounds.width > 700 ? 8 : 4).opacity(UIScreen.main.bounds.width > 700 ? 1 : 0.5)\r\n\t}\r\n}\r\n"
        let output = migrate(code, settings: settings).output
        #expect(output == "struct R: View {\r\n\t@State private var isWide = false\r\n\r\n\tvar body: some View {\r\n"
            + "\t\tText(\"a\").padding(isWide ? 8 : 4).opacity(isWide ? 1 : 0.5)\r\n"
            + "\t\t\t.frame(maxWidth: .infinity)\r\n"
            + "\t\t\t.onGeometryChange(for: Bool.self) { proxy in proxy.size.width > 700 } action: { isWide = $0 }\r\n"
            + "\t}\r\n}\r\n")
    }
}

/// A GeometryReader measures the view it is in: content a presentation shows elsewhere (a sheet,
/// a popover) is not laid out in its proxy.
@Suite("Readers and presentations")
struct ReaderPresentationTests {
    @Test("a sheet's content inside a GeometryReader is not rewritten to the reader's proxy")
    func sheetContentIsNotTheProxy() {
        let source = """
            import SwiftUI
            struct Gallery: View {
                @State private var showing = false
                var body: some View {
                    GeometryReader { proxy in
                        Button("Show") { showing = true }
                            .frame(width: proxy.size.width)
                            .sheet(isPresented: $showing) {
                                Text("Detail").frame(width: UIScreen.main.bounds.width / 2, height: 40)
                            }
                    }
                }
            }
            """
        let migrated = TestProject(source, minIOS: 16).migrated()
        #expect(!migrated.contains("proxy.size.width / 2"), "\(migrated)")
        // Nor is it told to read the proxy: the reader measures the presenting view.
        let advice = TestProject(source, minIOS: 16).findings()
        #expect(!advice.isEmpty && !advice.contains { $0.contains("`proxy") }, "\(advice)")
    }
}
