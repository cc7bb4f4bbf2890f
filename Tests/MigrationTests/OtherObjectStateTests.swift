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

    @Test("A property of a new view controller is that controller's to size, unless this method adds its view to its own")
    func newControllersProperty() throws {
        let project = TestProject("""
            import UIKit
            final class MenuController: UIViewController {
                @objc func openMenu() {
                    let drawer = DrawerController()
                    drawer.drawerWidth = UIScreen.main.bounds.width - 60
                    present(drawer, animated: true)
                }
                @objc func embed() {
                    let child = DrawerController()
                    addChild(child)
                    view.addSubview(child.view)
                    child.drawerWidth = UIScreen.main.bounds.width - 60
                }
            }
            final class DrawerController: UIViewController {
                var drawerWidth: CGFloat = 0
            }
            """)
        let findings = try #require(project.results()["Input.swift"]?.findings)
        try #require(findings.count == 2)
        #expect(findings[0].message.contains("a property of a new `DrawerController`, which lays out in its own view"), "\(findings[0].message)")
        #expect(!findings[1].message.contains("a property of a new"), "\(findings[1].message)")
    }
}
