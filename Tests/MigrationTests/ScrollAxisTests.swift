import Testing
@testable import Migration

/// A length a ScrollView proposes none of: advice that would wrap the content in a GeometryReader
/// names where that length is instead.
@Suite("Scroll axes")
struct ScrollAxisTests {
    private let feed = """
        import SwiftUI
        struct Feed: View {
            var body: some View {
                ScrollView {
                    Color.red.frame(height: UIScreen.main.bounds.height / 3)
                    Color.blue.frame(width: UIScreen.main.bounds.width - 40)
                }
                ScrollView(.horizontal, showsIndicators: false) {
                    Color.green.frame(width: UIScreen.main.bounds.width * 0.7, height: 200)
                }
            }
        }
        """

    @Test("Only the length along the scroll view's own axis is told it is not proposed")
    func alongTheAxisOnly() {
        let findings = TestProject(feed, minIOS: 15).results()["Input.swift"]?.findings ?? []
        let told = findings.map { $0.suggestion.hasPrefix("inside a ScrollView that scrolls") }
        #expect(told == [true, false, true], "\(findings.map(\.suggestion))")
        #expect(findings.first?.suggestion.contains("containerRelativeFrame") == false)
    }

    @Test("containerRelativeFrame is offered only where the deployment target has it")
    func relativeFrameFromIOS17() {
        let findings = TestProject(feed, minIOS: 17).results()["Input.swift"]?.findings ?? []
        let vertical = findings.first { $0.line == 5 }
        #expect(vertical?.suggestion.contains("containerRelativeFrame(.vertical)") == true, "\(String(describing: vertical))")
    }
}
