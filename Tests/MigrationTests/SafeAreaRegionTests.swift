import Testing
@testable import Migration
import SourceModel

@Suite("Role proof: which views are past the safe area")
struct SafeAreaRegionTests {
    static let stack = """
        import SwiftUI
        struct Feed: View {
            var body: some View {
                ZStack {
                    Color.black.ignoresSafeArea()
                    Text("Today").frame(width: UIScreen.main.bounds.width * 0.5)
                }
            }
        }
        """

    @Test("A background colour past the safe area leaves its sibling's frame to the container")
    func siblingBackdrop() {
        let project = TestProject(Self.stack, minIOS: 17)
        #expect(!project.migrated().contains("UIScreen.main"), "\(project.migrated())")
        #expect(!project.findings().contains { $0.contains("past the safe area") }, "\(project.findings())")
    }

    @Test("A view that names a member laid past the safe area keeps that member's screen reads")
    func memberInsideRegion() {
        let project = TestProject("""
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    ZStack { header }.ignoresSafeArea()
                }
                private var header: some View {
                    Text("Today").frame(width: UIScreen.main.bounds.width * 0.5)
                }
            }
            """, minIOS: 17)
        #expect(project.migrated().contains("UIScreen.main.bounds.width * 0.5"), "\(project.migrated())")
        #expect(project.findings().contains { $0.contains("`ignoresSafeArea` on line 4") }, "\(project.findings())")
    }

    @Test("A region past the safe area counts only along the axes of its edges", arguments: [
        (".ignoresSafeArea(edges: .bottom)", "width", false),
        (".edgesIgnoringSafeArea(.bottom)", "width", false),
        (".edgesIgnoringSafeArea(.vertical)", "width", false),
        (".edgesIgnoringSafeArea([.top, .leading])", "width", true),
        (".ignoresSafeArea(.container, edges: .horizontal)", "width", true),
        (".ignoresSafeArea(.all)", "width", true),
    ])
    func regionAlongEdges(_ modifier: String, _ member: String, _ past: Bool) {
        let source = """
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    ZStack { header }\(modifier)
                }
                private var header: some View {
                    Text("Today").frame(\(member): UIScreen.main.bounds.\(member) * 0.5)
                }
            }
            """
        let findings = TestProject(source, minIOS: 17).findings()
        #expect(findings.contains { $0.contains("past the safe area") } == past, "\(findings)")
        let placed = TestProject([("Feed.swift", source.replacingOccurrences(of: "ZStack { header }\(modifier)", with: "header")),
                                  ("Root.swift", "import SwiftUI\nstruct Root: View {\n    var body: some View { ZStack { Feed() }\(modifier) }\n}\n")],
                                 minIOS: 17)
        #expect(placed.findings("Feed.swift").contains { $0.contains("Root.swift places past the safe area") } == past,
                "\(placed.findings("Feed.swift"))")
    }

    @Test("Another file ignores the safe area on another branch: the view placed outside it is not past it")
    func placerOnAnotherBranch() {
        let root = """
            import SwiftUI
            struct Root: View {
                @State var ready = false
                var body: some View {
                    if ready {
                        Feed()
                    } else {
                        ZStack { Image("splash") }.ignoresSafeArea()
                    }
                }
            }
            """
        let open = TestProject([("Feed.swift", Self.stack.replacingOccurrences(of: "Color.black.ignoresSafeArea()", with: "Color.black")),
                                ("Root.swift", root)], minIOS: 17)
        #expect(!open.migrated("Feed.swift").contains("UIScreen.main"), "\(open.migrated("Feed.swift"))")
        let inside = root.replacingOccurrences(of: "Image(\"splash\")", with: "Feed()")
        let covered = TestProject([("Feed.swift", Self.stack.replacingOccurrences(of: "Color.black.ignoresSafeArea()", with: "Color.black")),
                                   ("Root.swift", inside)], minIOS: 17)
        #expect(covered.migrated("Feed.swift").contains("UIScreen.main"), "\(covered.migrated("Feed.swift"))")
        #expect(covered.findings("Feed.swift").contains { $0.contains("Root.swift places past the safe area") },
                "\(covered.findings("Feed.swift"))")
    }

    @Test("A view modifier's content past the safe area covers the whole file; a keyboard region covers nothing")
    func modifierContent() {
        let file = SourceModel(text: """
            struct FullBleed: ViewModifier {
                func body(content: Content) -> some View { content.ignoresSafeArea() }
            }
            struct Card: View {
                var body: some View { Text("a").ignoresSafeArea(.keyboard) }
            }
            """)
        let regions = SafeAreaRegions(file)
        let card = file.file.identifierTokens(spelled: ["Card"])[0]
        #expect(regions.modifier(covering: card) != nil)
        let keyboardOnly = SafeAreaRegions(SourceModel(text: "struct Card: View { var body: some View { Text(\"a\").ignoresSafeArea(.keyboard) } }"))
        #expect(keyboardOnly.placedNames.isEmpty)
    }
}
