import Testing
@testable import Migration
import RuleLanguage
import SourceModel

/// `containerRelativeFrame` measures the nearest scroll view or list: a share of the screen becomes
/// the same share of it only where that scroll view is shown to span the screen, in the view's own
/// body or where another view places it.
@Suite("containerRelativeFrame and the scroll view around the view")
struct ScrollContainerTests {
    private static let card = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                Color.gray.frame(width: UIScreen.main.bounds.width * 0.8)
            }
        }

        """

    private static func migrate(_ files: [(String, String)]) -> [String: FileResult] {
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings(minIOS: 17))
        let project = MigrationProject(files: files.map { ProjectFile(path: $0.0, bytes: Array($0.1.utf8)) }, engine: engine)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.0, project.migrate(path: $0.0, bytes: FileBytes(Array($0.1.utf8)))) })
    }

    @Test("a view placed in a narrowed scroll view of another view, in its file or another, is not rewritten")
    func placedInNarrowedScroll() throws {
        let feed = """
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    VStack {
                        ScrollView(.horizontal) { HStack { Card() } }
                            .contentMargins(.horizontal, 16)
                    }
                }
            }
            """
        for files in [[("Card.swift", Self.card + feed)], [("Card.swift", Self.card), ("Feed.swift", feed)]] {
            let result = try #require(Self.migrate(files)["Card.swift"])
            #expect(result.edits.isEmpty, "\(result.edits)")
            let finding = try #require(result.findings.first { $0.line == 4 })
            #expect(finding.message.contains("places `Card` in one that nothing shows spans the screen"), "\(finding.message)")
        }
    }

    @Test("a view placed only in a scroll view that fills its view is rewritten")
    func placedInFillingScroll() throws {
        let feed = """
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    ScrollView { Card() }
                }
            }
            """
        let result = try #require(Self.migrate([("Card.swift", Self.card), ("Feed.swift", feed)])["Card.swift"])
        #expect(result.edits.count == 1)
    }

    @Test("a scroll view in the same body narrowed across gives a finding with no suggested fix; one narrowed along the other axis offers it")
    func narrowedInTheSameBody() throws {
        func row(_ modifier: String) -> String {
            """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    VStack {
                        ScrollView(.horizontal) {
                            Color.gray.frame(width: UIScreen.main.bounds.width * 0.8)
                        }
                        \(modifier)
                    }
                }
            }
            """
        }
        let across = try #require(Self.migrate([("Row.swift", row(".contentMargins(.horizontal, 16)"))])["Row.swift"])
        let narrowed = try #require(across.findings.first { $0.line == 6 })
        #expect(narrowed.message.contains("which `.contentMargins` on line 7 narrows across"), "\(narrowed.message)")
        #expect(narrowed.fix == nil)
        let along = try #require(Self.migrate([("Row.swift", row(".contentMargins(.bottom, 75)"))])["Row.swift"])
        let unproven = try #require(along.findings.first { $0.line == 6 })
        #expect(unproven.message.contains("which nothing here proves (padding, content margins or a frame"), "\(unproven.message)")
        #expect(unproven.fix != nil)
    }
}
