import Testing
@testable import Migration

/// A SwiftUI view lays out from its body: a screen length stored in another object's property
/// (`viewModel.offset = …`) reaches whatever views read that object, so no reader's space is proven.
@Suite("Another object's state in SwiftUI")
struct OtherObjectStateTests {
    private func source(_ assignment: String) -> String {
        """
        import SwiftUI
        final class FeedModel: ObservableObject {
            @Published var offset: CGFloat = 0
        }
        struct CardDetail: View {
            @ObservedObject var viewModel: FeedModel
            @State private var offset: CGFloat = 0
            var body: some View {
                GeometryReader { geometry in
                    Button("Skip") {
                        withAnimation {
                            \(assignment)
                        }
                    }
                    .offset(x: offset)
                }
            }
        }
        """
    }

    @Test("A length stored in an observed model's property inside a GeometryReader is not rewritten, and says whose it is")
    func modelPropertyIsNotThisView() throws {
        let result = try #require(TestProject(source("viewModel.offset = -UIScreen.main.bounds.width")).results()["Input.swift"])
        #expect(result.edits.isEmpty)
        let finding = try #require(result.findings.first)
        #expect(finding.message.contains("a property of `viewModel`"), "\(finding.message)")
    }

    @Test("The same length stored in the view's own state is still the reader's width")
    func ownStateIsRewritten() throws {
        let project = TestProject(source("offset = -UIScreen.main.bounds.width"))
        #expect(project.migrated().contains("offset = -geometry.size.width"), "\(project.migrated())")
    }
}
