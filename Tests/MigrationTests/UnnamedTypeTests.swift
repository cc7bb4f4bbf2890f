import Testing
@testable import Migration

@Suite("Types nothing in the app names")
struct UnnamedTypeTests {
    static let feed = """
        import SwiftUI
        struct MusicFeed: View {
            var body: some View {
                Text("Now").frame(width: UIScreen.main.bounds.width * 0.45)
            }
        }
        """

    /// The findings of `path` as a run reports them, after helper notes are grouped.
    static func reported(_ project: TestProject, _ path: String = "Input.swift") -> [Finding] {
        let results = project.results()
        return HelperNotes.grouped(results.keys.sorted().map { ($0, results[$0]!.findings) }, minIOS: 13)[
            results.keys.sorted().firstIndex(of: path)!]
    }

    @Test("A SwiftUI view that nothing names leads with deleting it")
    func unnamedView() {
        let finding = Self.reported(TestProject(Self.feed)).first
        #expect(finding?.message.contains("nothing in the scanned files names its type `MusicFeed`") == true, "\(String(describing: finding))")
        #expect(finding?.suggestion.hasPrefix("if nothing uses `MusicFeed`, delete it") == true)
    }

    @Test("A view only a preview makes is said to be shown by the canvas alone, in either preview form")
    func previewOnly() {
        for preview in ["struct MusicFeed_Previews: PreviewProvider {\n    static var previews: some View { MusicFeed() }\n}",
                        "#Preview { MusicFeed() }"] {
            let finding = Self.reported(TestProject(Self.feed + "\n" + preview)).first
            #expect(finding?.message.contains("only previews name its type `MusicFeed`") == true, "\(String(describing: finding))")
            #expect(finding?.suggestion.contains("delete it with its members and its preview") == true)
        }
    }

    @Test("A view another view's body places is used: no note about deleting it")
    func placedView() {
        let project = TestProject([("Feed.swift", Self.feed),
                                   ("Home.swift", "import SwiftUI\nstruct Home: View {\n    var body: some View { MusicFeed() }\n}\n")])
        let findings = Self.reported(project, "Feed.swift")
        #expect(!findings.isEmpty && !findings.contains { $0.message.contains("names its type") }, "\(findings)")
    }
}
